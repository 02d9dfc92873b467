/**
 * What the visitor's home reads (spec §9: 3 featured properties, 4 agents, 3 blog posts), from
 * the features that own those endpoints, so the home's seeds and cache keys are theirs exactly.
 */
export { FEATURED_AGENTS_URL, useFeaturedAgents } from "./agents.js";
export { LATEST_POSTS_URL, useLatestPosts } from "./blog.js";
export { FEATURED_PROPERTIES_URL, useFeaturedProperties } from "./properties.js";
