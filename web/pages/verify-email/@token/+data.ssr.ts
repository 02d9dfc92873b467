// https://vike.dev/data — the page is only reached by full loads (the mail's link, the form's redirect).
import type { PageContextServer } from "vike/types";
import type { MailLinkState } from "#web/ui/components/account-links/mail-link-card.js";
import { mailLinkState } from "#web/ui/components/account-links/mail-link-data.js";

export async function data({
  services,
  routeParams,
  urlParsed,
}: PageContextServer): Promise<MailLinkState> {
  const token = routeParams.token ?? "";
  return mailLinkState(urlParsed.search.status, "verified", () =>
    services.emailVerification.checkLink("verify-email", token),
  );
}
