// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import { availabilityAnswerUrl } from "#web/ui/queries/availability.js";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";

/** Reading the link answers nothing (mail scanners open links); an invalid one seeds nothing. */
export async function data(pageContext: PageContextServer) {
  const url = availabilityAnswerUrl(pageContext.routeParams.token ?? "");
  const answers = await readAnswers(pageContext, [url]);
  return { ...seeded(answers), invalid: !(url in answers) };
}
