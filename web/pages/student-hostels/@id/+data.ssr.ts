// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";
import { hostelUrl } from "#web/ui/queries/hostels.js";
import { seeded } from "#web/ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? "";
  try {
    const hostel = await pageContext.readApi(hostelUrl(id));
    return { ...seeded({ [hostelUrl(id)]: hostel }), origin: pageContext.origin };
  } catch (error) {
    // "abc", "0" and an id no hostel has: the site's 404 page, with its status.
    if (isNotFound(error)) throw render(404, "Hostel Not Found");
    throw error;
  }
}
