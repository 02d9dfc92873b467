import { usePageContext } from "vike-react/usePageContext";
import {
  MailLinkCard,
  type MailLinkState,
} from "#web/ui/components/account-links/mail-link-card.js";
import { LinkButton } from "#web/ui/components/ui/button.js";

/** The link in the sign-up mail: the button proves the address. */
export default function Page() {
  const pageContext = usePageContext();
  const token = pageContext.routeParams.token ?? "";
  return (
    <MailLinkCard
      data={pageContext.data as MailLinkState | undefined}
      action={`/api/auth/verify-email/${encodeURIComponent(token)}`}
      title="Confirm your e-mail address"
      prompt={(email) =>
        email ? `Is ${email} your e-mail address?` : "Is this your e-mail address?"
      }
      button="Confirm my e-mail"
      done={{
        title: "Your e-mail is confirmed",
        text: "Thank you: your Ofie account's e-mail address is confirmed.",
      }}
      invalidHelp={
        <LinkButton href="/profile" variant="outline">
          Send a new link from your profile
        </LinkButton>
      }
    />
  );
}
