// https://vike.dev/data — the page is only reached by full loads (the mail's link).
import type { PageContextServer } from "vike/types";

export type ResetLinkData = { valid: true; email: string } | { valid: false };

/** Reading the link uses nothing; a link that cannot be used shows so before a password is typed. */
export async function data({ services, routeParams }: PageContextServer): Promise<ResetLinkData> {
  try {
    const { email } = await services.passwordReset.checkResetLink(routeParams.token ?? "");
    return { valid: true, email };
  } catch (error) {
    if ((error as { code?: string }).code === "ACCOUNTS.LINK_INVALID") return { valid: false };
    throw error;
  }
}
