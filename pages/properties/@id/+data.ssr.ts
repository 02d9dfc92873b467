// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { toJson } from "../../../src/ui/lib/json.js";
import { propertyUrl } from "../../../src/ui/queries/properties.js";

export async function data({ services, routeParams, origin }: PageContextServer) {
  const id = routeParams.id ?? "";
  try {
    const property = toJson(await services.listings.getProperty(id));
    return { seeds: { [propertyUrl(id)]: property }, origin };
  } catch (error) {
    if ((error as { code?: string }).code?.endsWith("NOT_FOUND"))
      throw render(404, "Property Not Found");
    throw error;
  }
}
