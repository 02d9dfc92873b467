import type { PageContextServer } from "vike/types";
import { FEATURED_PROPERTIES_URL } from "../../src/ui/queries/properties.js";
import { seedsOf } from "../../src/ui/queries/seeds.js";

export async function data({ services }: PageContextServer) {
  return seedsOf({
    [FEATURED_PROPERTIES_URL]: () =>
      services.listings.listProperties({ featured: "true", limit: "3" }),
  });
}
