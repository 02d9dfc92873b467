// https://vike.dev/data — reached by full loads only (the mail's link, the form's redirect back).
import type { PageContextServer } from "vike/types";
import type { MailLinkState } from "#web/ui/components/account-links/mail-link-card.js";
import { agentLinkState } from "#web/ui/components/agent-application/agent-link-state.js";

export async function data({ services, routeParams }: PageContextServer): Promise<MailLinkState> {
  const token = routeParams.token ?? "";
  return agentLinkState(async () => (await services.agentLinks.checkApplicationLink(token)).email);
}
