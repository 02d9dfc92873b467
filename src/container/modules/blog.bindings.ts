import { ContainerModule } from "inversify";
import { RssParserFeedReader } from "../../adapters/feeds/rss-parser-feed-reader.js";
import { TypeOrmBlogPostRepository } from "../../adapters/persistence/repositories/typeorm-blog-post.repository.js";
import { TypeOrmBlogRefreshRunRepository } from "../../adapters/persistence/repositories/typeorm-blog-refresh-run.repository.js";
import type { BlogConfig } from "../../modules/blog/blog.config.js";
import { BlogService } from "../../modules/blog/blog.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

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
