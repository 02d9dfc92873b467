import { usePageContext } from "vike-react/usePageContext";
import {
  MailLinkCard,
  type MailLinkState,
} from "#web/ui/components/account-links/mail-link-card.js";
import { LinkButton } from "#web/ui/components/ui/button.js";

/**
 * The link mailed to an application's address when it is not the applicant's proved own (signed
 * out, or another address; decision 85): the button sends the application for review.
 */
export default function Page() {
  const pageContext = usePageContext();
  const token = pageContext.routeParams.token ?? "";
  return (
    <MailLinkCard
      data={pageContext.data as MailLinkState | undefined}
      action={`/api/agent-registration/verify/${encodeURIComponent(token)}`}
      title="Send your agent application for review"
      prompt={(email) =>
        `Confirm that ${email ?? "this"} is your e-mail address, and your application goes to our team.`
      }
      button="Confirm and send for review"
      done={{ title: "Application sent", text: "Our team reviews it within 48 hours." }}
      invalidHelp={
        <LinkButton href="/agent-registration" variant="outline">
          Apply again
        </LinkButton>
      }
    />
  );
}
