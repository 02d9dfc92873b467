import type Router from "@koa/router";
import type { Services } from "#container/services.js";
import { OSM_TILES, type TileConfig } from "../../../config.js";
import { API_READS } from "../reads/index.js";
import { readsRouter } from "../reads/read-door.js";
import { accountLinksRouter } from "./account-links.router.js";
import { accountsRouter } from "./accounts.router.js";
import { adminAgentsRouter } from "./admin-agents.router.js";
import { adminAuthRouter } from "./admin-auth.router.js";
import { agentsRouter } from "./agents.router.js";
import { contactRouter } from "./contact.router.js";
import { contactClicksRouter } from "./contact-clicks.router.js";
import { favouritesRouter } from "./favourites.router.js";
import { inquiriesRouter } from "./inquiries.router.js";
import { listingFreshnessRouter } from "./listing-freshness.router.js";
import { listingReportsRouter } from "./listing-reports.router.js";
import { listingSubmissionsRouter } from "./listing-submissions.router.js";
import { mapTilesRouter } from "./map-tiles.router.js";
import { myListingsRouter } from "./my-listings.router.js";
import { savedSearchesRouter } from "./saved-searches.router.js";
import { seoRouter } from "./seo.router.js";
import { signOutRouter } from "./sign-out.router.js";
import { sitemapRouter } from "./sitemap.router.js";

/**
 * Every /api router, in one list, so that the app mounts them all and tests can see which exist.
 * The GET reads come first, from the one table the pages read their seeds through (decision 46).
 */
export function apiRouters(services: Services, tiles: TileConfig = OSM_TILES): Router[] {
  return [
    readsRouter(services, API_READS),
    accountsRouter(services),
    signOutRouter(),
    accountLinksRouter(services),
    adminAuthRouter(services),
    adminAgentsRouter(services),
    agentsRouter(services),
    listingSubmissionsRouter(services),
    favouritesRouter(services),
    inquiriesRouter(services),
    contactRouter(services),
    seoRouter(),
    sitemapRouter(services),
    savedSearchesRouter(services),
    listingFreshnessRouter(services),
    listingReportsRouter(services),
    myListingsRouter(services),
    contactClicksRouter(services),
    mapTilesRouter(tiles),
  ];
}
