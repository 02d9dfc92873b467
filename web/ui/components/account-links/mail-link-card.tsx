import type { ReactNode } from "react";
import { buttonClass, LinkButton } from "../ui/button.js";
import { Card } from "../ui/card.js";

/** What a mailed link's page knows: it can be used, it was used now, or it cannot be used. */
export type MailLinkState =
  | { state: "ready"; email: string }
  | { state: "done"; email?: string }
  | { state: "taken" }
  | { state: "invalid" };

export const LINK_NOT_VALID =
  "This link is not valid: it was already used, has expired, or a newer link replaced it.";

/**
 * The page a proof-of-address link opens. Opening it changes nothing (mail scanners open links);
 * the button posts a plain form, so it works signed out and without JavaScript, and the server
 * sends the browser back here with the outcome.
 */
export function MailLinkCard({
  data,
  action,
  title,
  prompt,
  button,
  done,
  taken,
  invalidHelp,
}: {
  data: MailLinkState | undefined;
  action: string;
  title: string;
  prompt: (email: string | undefined) => string;
  button: string;
  done: { title: string; text: string };
  taken?: string;
  invalidHelp: ReactNode;
}) {
  const state = data?.state;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        {state === "done" ? (
          <>
            <h1 className="text-2xl font-bold text-ink">{done.title}</h1>
            <p role="status" className="mt-3 text-muted">
              {done.text}
            </p>
            <LinkButton href="/profile" variant="outline" className="mt-6">
              Go to your profile
            </LinkButton>
          </>
        ) : state === "invalid" || state === "taken" ? (
          <>
            <h1 className="text-2xl font-bold text-ink">Link not valid</h1>
            <p role="alert" className="mt-3 text-muted">
              {state === "taken" && taken ? taken : LINK_NOT_VALID}
            </p>
            <div className="mt-6">{invalidHelp}</div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-ink">{title}</h1>
            <p className="mt-3 break-words text-muted">
              {prompt(data?.state === "ready" ? data.email : undefined)}
            </p>
            <form method="post" action={action} className="mt-6">
              <input type="hidden" name="confirm" value="1" />
              <button type="submit" className={buttonClass("primary")}>
                {button}
              </button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
