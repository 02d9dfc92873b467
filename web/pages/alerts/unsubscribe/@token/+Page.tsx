import { usePageContext } from "vike-react/usePageContext";
import { buttonClass, LinkButton } from "#web/ui/components/ui/button.js";
import { Card } from "#web/ui/components/ui/card.js";
import type { UnsubscribeData } from "./+data.ssr.js";

const MANAGE = "/profile?tab=preferences";

/**
 * The link in every alert mail. Opening it changes nothing (mail scanners open links); the
 * button posts a plain form, so it works signed out and without JavaScript, and the server
 * sends the browser back here to show the result.
 */
export default function Page() {
  const pageContext = usePageContext();
  const data = pageContext.data as UnsubscribeData | undefined;
  const token = data?.valid ? data.token : (pageContext.routeParams.token ?? "");
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-6 sm:p-8">
        {data && !data.valid ? (
          <>
            <h1 className="text-2xl font-bold text-ink">Link not valid</h1>
            <p className="mt-3 text-muted">
              This unsubscribe link is not valid. You can change or stop your alerts on your
              profile.
            </p>
            <LinkButton href={MANAGE} variant="outline" className="mt-6">
              Manage your alerts
            </LinkButton>
          </>
        ) : data?.valid && !data.active ? (
          <>
            <h1 className="text-2xl font-bold text-ink">You are unsubscribed</h1>
            <p role="status" className="mt-3 text-muted">
              You will no longer get e-mails for your saved search “{data.name}”.
            </p>
            <LinkButton href={MANAGE} variant="outline" className="mt-6">
              Manage your alerts
            </LinkButton>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-ink">Unsubscribe from alerts</h1>
            <p className="mt-3 text-muted">
              {data?.valid
                ? `Stop the e-mails for your saved search “${data.name}”?`
                : "Stop the e-mails of this saved search?"}
            </p>
            <form method="post" action="/api/alerts/unsubscribe" className="mt-6">
              <input type="hidden" name="token" value={token} />
              <button type="submit" className={buttonClass("primary")}>
                Unsubscribe
              </button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
