import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { BlogConfig } from "#modules/blog/blog.config.js";
import { BlogService } from "#modules/blog/blog.service.js";
import { RssParserFeedReader } from "../../feeds/rss-parser-feed-reader.js";
import { TypeOrmBlogPostRepository } from "./typeorm-blog-post.repository.js";
import { TypeOrmBlogRefreshRunRepository } from "./typeorm-blog-refresh-run.repository.js";

/** The blog: posts, and their refresh from news feeds. */
export const blogBindings = new ContainerModule(({ bind }) => {
  bind<BlogConfig>(TOKENS.BlogConfig).toDynamicValue(
    fromConfig(({ blogFeeds }) => ({ feeds: blogFeeds })),
  );
  bind(TOKENS.BlogPostRepository).toDynamicValue(onDb(TypeOrmBlogPostRepository));
  bind(TOKENS.BlogRefreshRunRepository).toDynamicValue(onDb(TypeOrmBlogRefreshRunRepository));
  bind(TOKENS.FeedReader).toDynamicValue(
    fromConfig(
      ({ blogFeedTimeoutMs }) => new RssParserFeedReader({ timeoutMs: blogFeedTimeoutMs }),
    ),
  );
  bindClass(bind, BlogService, [
    TOKENS.BlogPostRepository,
    TOKENS.BlogRefreshRunRepository,
    TOKENS.FeedReader,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.JobLock,
    TOKENS.BlogConfig,
  ]);
});
