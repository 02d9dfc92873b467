// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";
import { viewingAnswerUrl } from "#web/ui/queries/viewings.js";

/**
 * Reading the link answers nothing (mail scanners open links); an invalid one seeds nothing.
 * The render's time goes along so the "propose" picker hydrates with the server's slots.
 */
export async function data(pageContext: PageContextServer) {
  const url = viewingAnswerUrl(pageContext.routeParams.token ?? "");
  const answers = await readAnswers(pageContext, [url]);
  return { ...seeded(answers), invalid: !(url in answers), now: new Date().toISOString() };
}
