// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";
import { VIEWINGS_URL } from "#web/ui/queries/viewings.js";

/**
 * Both lists of the account's viewings, and the render's time so that the "propose" pickers
 * hydrate with the slots the server wrote; nothing for a visitor.
 */
export async function data(pageContext: PageContextServer) {
  const now = new Date().toISOString();
  if (!pageContext.authUser) return { ...seeded({}), now };
  return { ...seeded(await readAnswers(pageContext, [VIEWINGS_URL])), now };
}
