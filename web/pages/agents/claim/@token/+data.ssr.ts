// https://vike.dev/data — reached by full loads only (the mail's link, the form's redirect back).
import type { PageContextServer } from "vike/types";
import type { MailLinkState } from "#web/ui/components/account-links/mail-link-card.js";
import { agentLinkState } from "#web/ui/components/agent-application/agent-link-state.js";

export async function data({
  services,
  routeParams,
  actor,
}: PageContextServer): Promise<MailLinkState & { signedIn: boolean }> {
  const token = routeParams.token ?? "";
  const state = await agentLinkState(
    async () => (await services.agentLinks.checkClaimLink(token)).name,
  );
  return { ...state, signedIn: actor.userId !== null };
}
