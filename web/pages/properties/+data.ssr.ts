// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { redirect } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { STUDENT_HOSTEL } from "../../ui/components/property/property-options.js";
import {
  filtersFromSearch,
  propertiesCountUrl,
  propertiesUrl,
} from "../../ui/queries/properties.js";
import { readSeeds } from "../../ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const filters = filtersFromSearch(pageContext.urlParsed.search);
  // The filters' plain GET form (no JavaScript) asking for student hostels: their own finder.
  if (filters.propertyType === STUDENT_HOSTEL) throw redirect("/student-hostels");
  return readSeeds(pageContext, [propertiesUrl(filters), propertiesCountUrl(filters)]);
}
