import Router from "@koa/router";
import type { Services } from "#container/services.js";
import { OSM_TILES, type TileConfig } from "../../../config.js";
import { accountLinksRouter } from "../../modules/accounts/account-links.router.js";
import { accountsRouter } from "../../modules/accounts/accounts.router.js";
import { signOutRouter } from "../../modules/accounts/sign-out.router.js";
import { adminAuthRouter } from "../../modules/admin/admin-auth.router.js";
import { adminAgentsRouter } from "../../modules/agents/admin-agents.router.js";
import { agentsRouter } from "../../modules/agents/agents.router.js";
import { savedSearchesRouter } from "../../modules/alerts/saved-searches.router.js";
import { availabilityRouter } from "../../modules/availability/availability.router.js";
import { sitemapRouter } from "../../modules/catalogue/sitemap.router.js";
import { contactRouter } from "../../modules/contact/contact.router.js";
import { contactClicksRouter } from "../../modules/contact-clicks/contact-clicks.router.js";
import { favouritesRouter } from "../../modules/favourites/favourites.router.js";
import { inquiriesRouter } from "../../modules/inquiries/inquiries.router.js";
import { listingFreshnessRouter } from "../../modules/listing-freshness/listing-freshness.router.js";
import { listingSubmissionsRouter } from "../../modules/listing-submissions/listing-submissions.router.js";
import { myListingsRouter } from "../../modules/my-listings/my-listings.router.js";
import { relistingsRouter } from "../../modules/relistings/relistings.router.js";
import { listingReportsRouter } from "../../modules/reports/listing-reports.router.js";
import { viewingsRouter } from "../../modules/viewings/viewings.router.js";
import { API_READS } from "../reads/index.js";
import { readsRouter } from "../reads/read-door.js";
import { mapTilesRouter } from "./map-tiles.router.js";
import { seoRouter } from "./seo.router.js";

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
    availabilityRouter(services),
    viewingsRouter(services),
    myListingsRouter(services),
    relistingsRouter(services),
    contactClicksRouter(services),
    mapTilesRouter(tiles),
  ];
}

/**
 * The routers of apiRouters as one, for the app to mount: a request is matched once against
 * every route, where each module's router otherwise matched it in turn, each adding its own
 * middleware and its own 405 check around the rest of the chain (the write path, decision 107).
 * Their order, and so which route wins a path, is apiRouters'.
 */
export function apiRouter(services: Services, tiles: TileConfig = OSM_TILES): Router {
  const api = new Router();
  for (const router of apiRouters(services, tiles)) api.use(router.routes());
  return api;
}
