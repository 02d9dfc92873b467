// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";
import { agentReportedFeesUrl, agentUrl } from "#web/ui/queries/agents.js";
import { readAnswers, seeded } from "#web/ui/queries/seeds.js";

export async function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? "";
  try {
    // The reported fees are a section of their own: if they fail, the browser asks /api.
    const [agent, extras] = await Promise.all([
      pageContext.readApi(agentUrl(id)),
      readAnswers(pageContext, [agentReportedFeesUrl(id)]),
    ]);
    return seeded({ [agentUrl(id)]: agent, ...extras });
  } catch (error) {
    // "abc", "0" and an id no agent has: the site's 404 page, with its status.
    if (isNotFound(error)) throw render(404, "Agent Not Found");
    throw error;
  }
}
