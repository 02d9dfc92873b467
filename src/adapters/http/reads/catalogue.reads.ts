import type { ApiRead } from "./read-door.js";

/** Spec §7's public reads: listings, agents, hostels and the blog, the same for every visitor. */
export const CATALOGUE_READS: ApiRead[] = [
  {
    url: "/api/properties",
    cache: "public",
    read: ({ catalogue }, { query }) => catalogue.listProperties(query),
  },
  // Before /:id, which would read "count" as a (missing) property id.
  {
    url: "/api/properties/count",
    cache: "public",
    read: ({ catalogue }, { query }) => catalogue.countProperties(query),
  },
  // The map view's pins for the same filters (decision 69); also before /:id.
  {
    url: "/api/properties/pins",
    cache: "public",
    read: ({ catalogue }, { query }) => catalogue.listPins(query),
  },
  {
    url: "/api/properties/:id/similar",
    cache: "public",
    read: ({ catalogue }, { params }) => catalogue.listSimilar(params.id),
  },
  // Where the listing's asking price sits among its comparables (decision 70).
  {
    url: "/api/properties/:id/price-comparison",
    cache: "public",
    read: ({ priceGuide }, { params }) => priceGuide.compareListing(params.id),
  },
  // Its price and status changes and confirmations, dated (decision 99).
  {
    url: "/api/properties/:id/history",
    cache: "public",
    read: ({ listingHistory }, { params }) => listingHistory.historyOf(params.id),
  },
  {
    url: "/api/properties/:id",
    cache: "public",
    read: ({ catalogue }, { params }) => catalogue.getProperty(params.id),
  },
  {
    url: "/api/price-guide",
    cache: "public",
    read: ({ priceGuide }, { query }) => priceGuide.getGuide(query),
  },
  {
    url: "/api/agents",
    cache: "public",
    read: ({ agents }, { query }) => agents.listAgents(query),
  },
  {
    url: "/api/student-hostels",
    cache: "public",
    read: ({ hostels }, { query }) => hostels.listHostels(query),
  },
  {
    url: "/api/student-hostels/:id",
    cache: "public",
    read: ({ hostels }, { params }) => hostels.getHostel(params.id),
  },
  { url: "/api/blog", cache: "public", read: ({ blog }, { query }) => blog.listPosts(query) },
  // Reading an article counts a view: the server's read cache must not answer for it.
  {
    url: "/api/blog/:slug",
    cache: "counted",
    read: ({ blog }, { params }) => blog.viewPost(params.slug),
  },
];

/**
 * One agent's page and the fees its listings were reported to ask (decision 100). Mounted after
 * the account's reads: "/api/agents/profile" must be matched before ":id" reads "profile" as one.
 */
export const AGENT_READS: ApiRead[] = [
  {
    url: "/api/agents/:id/reported-fees",
    cache: "public",
    read: ({ reportedFees }, { params }) => reportedFees.feesOfAgent(params.id),
  },
  {
    url: "/api/agents/:id",
    cache: "public",
    read: ({ agents }, { params }) => agents.getAgentPage(params.id),
  },
];
