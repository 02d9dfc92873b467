import type { MailLinkState } from "./mail-link-card.js";

/**
 * The state of a mailed link's page on the server: the outcome the form's redirect named, else
 * whether the link can still be used (reading it uses nothing).
 */
export async function mailLinkState(
  outcome: string | undefined,
  doneOutcome: string,
  check: () => Promise<{ email: string }>,
): Promise<MailLinkState> {
  if (outcome === doneOutcome) return { state: "done" };
  if (outcome === "taken") return { state: "taken" };
  try {
    return { state: "ready", email: (await check()).email };
  } catch (error) {
    if ((error as { code?: string }).code === "ACCOUNTS.LINK_INVALID") return { state: "invalid" };
    throw error;
  }
}
