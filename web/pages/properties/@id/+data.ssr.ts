// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";
import { propertyUrl, similarPropertiesUrl } from "#web/ui/queries/properties.js";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? "";
  try {
    // The similar listings are a bonus: if they fail, the browser asks /api for them.
    const [property, similar] = await Promise.all([
      pageContext.readApi(propertyUrl(id)),
      readAnswers(pageContext, [similarPropertiesUrl(id)]),
    ]);
    return {
      ...seeded({ [propertyUrl(id)]: property, ...similar }),
      origin: pageContext.origin,
    };
  } catch (error) {
    if (isNotFound(error)) throw render(404, "Property Not Found");
    throw error;
  }
}
