import { usePageContext } from "vike-react/usePageContext";
import {
  MailLinkCard,
  type MailLinkState,
} from "#web/ui/components/account-links/mail-link-card.js";
import { LinkButton } from "#web/ui/components/ui/button.js";

/**
 * The link in an approved signed-out applicant's mail (decision 43): the button ties the agent to
 * the account signed in when it is pressed; signed out, the server sends the visitor to sign in
 * and back here first.
 */
export default function Page() {
  const pageContext = usePageContext();
  const token = pageContext.routeParams.token ?? "";
  const data = pageContext.data as (MailLinkState & { signedIn?: boolean }) | undefined;
  return (
    <MailLinkCard
      data={data}
      action={`/api/agent-claims/${encodeURIComponent(token)}`}
      title="Link your agent profile to your account"
      prompt={(name) =>
        data?.signedIn
          ? `Press the button to manage the listings of the verified agent ${name ?? ""} from the account you are signed in to.`
          : `Sign in (or create an account) first: the button then links the verified agent ${name ?? ""} to that account.`
      }
      button={data?.signedIn ? "Link to my account" : "Sign in to link"}
      done={{ title: "Linked", text: "Your agent profile is linked to your account." }}
      invalidHelp={
        <LinkButton href="/" variant="outline">
          Go to the home page
        </LinkButton>
      }
    />
  );
}
