// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { agentProfileSeed } from "../../ui/queries/account-seeds.js";
import { MY_LISTINGS_URL, PENDING_LISTINGS_URL } from "../../ui/queries/my-listings.js";
import { MY_RELISTINGS_URL } from "../../ui/queries/relistings.js";
import { readSeeds, seeded } from "../../ui/queries/seeds.js";
import { VIEWINGS_URL } from "../../ui/queries/viewings.js";

/**
 * The user's listings with their counts and re-listing links, those awaiting review, their
 * viewings (each card counts the requests waiting: the my-listings read has no such count, and
 * My viewings reads this same answer), and whether they are an agent; nothing for a visitor.
 */
export async function data(pageContext: PageContextServer) {
  if (!pageContext.authUser) return seeded({});
  return readSeeds(
    pageContext,
    [MY_LISTINGS_URL, PENDING_LISTINGS_URL, MY_RELISTINGS_URL, VIEWINGS_URL],
    agentProfileSeed(pageContext),
  );
}
