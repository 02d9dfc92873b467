// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { toJson } from "../../../src/ui/lib/json.js";
import { propertyUrl, similarPropertiesUrl } from "../../../src/ui/queries/properties.js";
import { seedsOf } from "../../../src/ui/queries/seeds.js";

export async function data({ services, routeParams, origin }: PageContextServer) {
  const id = routeParams.id ?? "";
  try {
    // The similar listings are a bonus: if they fail, the browser asks /api for them.
    const [property, similar] = await Promise.all([
      services.listings.getProperty(id),
      seedsOf({ [similarPropertiesUrl(id)]: () => services.listings.listSimilar(id) }),
    ]);
    return { seeds: { [propertyUrl(id)]: toJson(property), ...similar.seeds }, origin };
  } catch (error) {
    if ((error as { code?: string }).code?.endsWith("NOT_FOUND"))
      throw render(404, "Property Not Found");
    throw error;
  }
}
