// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";
import { listingHistoryUrl } from "#web/ui/queries/listing-history.js";
import { priceComparisonUrl } from "#web/ui/queries/price-guide.js";
import { propertyUrl, similarPropertiesUrl } from "#web/ui/queries/properties.js";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? "";
  try {
    // The similar listings, the price comparison and the history are a bonus: if they fail, the browser asks /api.
    const [property, extras] = await Promise.all([
      pageContext.readApi(propertyUrl(id)),
      readAnswers(pageContext, [
        similarPropertiesUrl(id),
        priceComparisonUrl(id),
        listingHistoryUrl(id),
      ]),
    ]);
    return {
      ...seeded({ [propertyUrl(id)]: property, ...extras }),
      origin: pageContext.origin,
    };
  } catch (error) {
    if (isNotFound(error)) throw render(404, "Property Not Found");
    throw error;
  }
}
