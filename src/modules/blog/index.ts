/** The blog module's public surface: what code outside it may import (decision 97). */
export type { FeedReader } from "./blog.ports.js";
export type { BlogCategory } from "./blog.rules.js";
export { BlogService } from "./blog.service.js";
export type { FeedItem } from "./blog.types.js";
