// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { confirmLinkUrl } from "../../../../src/ui/queries/listing-freshness.js";
import { seedsOf } from "../../../../src/ui/queries/seeds.js";

/** Reading the link confirms nothing (mail scanners open links); an invalid one seeds nothing. */
export async function data({ services, routeParams }: PageContextServer) {
  const token = routeParams.token ?? "";
  const seeded = await seedsOf({
    [confirmLinkUrl(token)]: () => services.listingFreshness.checkConfirmLink(token),
  });
  return { ...seeded, invalid: !(confirmLinkUrl(token) in seeded.seeds) };
}
