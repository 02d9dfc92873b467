import { NotFoundError, ValidationError } from "../../shared/errors.js";

export class BlogPostNotFoundError extends NotFoundError {
  override readonly code = "BLOG.POST_NOT_FOUND";
  constructor() {
    super("Blog post not found");
  }
}

export class NoFeedConfiguredError extends ValidationError {
  override readonly code = "BLOG.NO_FEED";
  constructor() {
    const message = "No blog feed is configured: set BLOG_FEEDS or pass --feed URL";
    super({ feeds: [message] }, message);
  }
}

export class InvalidFeedUrlError extends ValidationError {
  override readonly code = "BLOG.INVALID_FEED_URL";
  constructor(urls: string[]) {
    const message = `Feed URLs must start with http:// or https://: ${urls.join(", ")}`;
    super({ feeds: [message] }, message);
  }
}
