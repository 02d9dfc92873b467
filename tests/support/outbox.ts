import type { TestApp } from "./test-app.js";

export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
}

/** The mails written to the outbox so far, oldest first (as a mailbox would show them). */
export function outbox(app: TestApp, recipient?: string): Promise<OutboxMail[]> {
  return recipient
    ? app.sql<OutboxMail>(
        "SELECT recipient, subject, body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id",
        [recipient],
      )
    : app.sql<OutboxMail>("SELECT recipient, subject, body FROM mail_outbox ORDER BY id");
}

/** The token of the newest link to `path` (e.g. "/verify-email/") mailed to `recipient`. */
export async function mailedToken(app: TestApp, recipient: string, path: string): Promise<string> {
  const mails = await outbox(app, recipient);
  const pattern = new RegExp(`${path.replace(/\//g, "\\/")}([A-Za-z0-9_-]{43})`);
  for (const mail of mails.reverse()) {
    const found = pattern.exec(mail.body);
    if (found?.[1]) return found[1];
  }
  throw new Error(`no ${path} link mailed to ${recipient}`);
}

/**
 * Leaves out the verification mail every sign-up writes (issue 15), for tests about other mail:
 * `SELECT … FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL}`.
 */
export const SIGN_UP_SUBJECT = "Confirm your e-mail address for Ofie";
export const NOT_SIGN_UP_MAIL = `subject <> '${SIGN_UP_SUBJECT}'`;
