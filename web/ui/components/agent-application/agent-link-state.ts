import type { MailLinkState } from "../account-links/mail-link-card.js";

const NOT_USABLE = ["AGENTS.LINK_INVALID", "AGENTS.AGENT_ALREADY_CLAIMED"];

/**
 * The server-side state of an agent link's page (decision 43): reading the link uses nothing. The
 * card shows one value in its prompt: the applicant's e-mail, or the agent's name for a claim.
 */
export async function agentLinkState(check: () => Promise<string>): Promise<MailLinkState> {
  try {
    return { state: "ready", email: await check() };
  } catch (error) {
    if (NOT_USABLE.includes((error as { code?: string }).code ?? "")) return { state: "invalid" };
    throw error;
  }
}
