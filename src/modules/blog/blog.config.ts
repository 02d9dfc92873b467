/** What the operator tells the blog (src/config.ts reads it from the environment). */
export interface BlogConfig {
  /** BLOG_FEEDS: read when a refresh names no feeds of its own. */
  readonly feeds: readonly string[];
}
