import { usePageContext } from "vike-react/usePageContext";
import {
  MailLinkCard,
  type MailLinkState,
} from "#web/ui/components/account-links/mail-link-card.js";
import { LinkButton } from "#web/ui/components/ui/button.js";

/** The link mailed to a new address asked for on the profile: the button makes the change. */
export default function Page() {
  const pageContext = usePageContext();
  const token = pageContext.routeParams.token ?? "";
  return (
    <MailLinkCard
      data={pageContext.data as MailLinkState | undefined}
      action={`/api/auth/confirm-email/${encodeURIComponent(token)}`}
      title="Confirm your new e-mail address"
      prompt={(email) =>
        email
          ? `Use ${email} as the e-mail address of your Ofie account? You will sign in with it from now on.`
          : "Use this address for your Ofie account?"
      }
      button="Use this e-mail address"
      done={{
        title: "Your e-mail address is changed",
        text: "Your Ofie account now uses its new, confirmed e-mail address. Sign in with it from now on.",
      }}
      taken="This address now belongs to another Ofie account, so it cannot be moved to yours. Your account keeps its current address."
      invalidHelp={
        <LinkButton href="/profile" variant="outline">
          Go to your profile
        </LinkButton>
      }
    />
  );
}
