import { signUp } from "../support/builders.js";
import type { FakeClock } from "../support/fake-clock.js";
import { insertProperty } from "../support/fixtures.js";
import { NOT_SIGN_UP_MAIL } from "../support/outbox.js";
import type { TestApp } from "../support/test-app.js";

// Decision 101's API tests: renters who ask, listings they ask about, the mails their listers get.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A listing in search at the clock's time, listed (and confirmed) ten days before it. */
export function listingAt(app: TestApp, clock: FakeClock, overrides: Record<string, unknown> = {}) {
  const listed = new Date(clock.now().getTime() - 10 * DAY_MS);
  return insertProperty(app, {
    created_at: listed,
    last_confirmed_at: listed,
    expires_at: new Date(listed.getTime() + 60 * DAY_MS),
    ...overrides,
  });
}

/** A signed-in client whose e-mail is proved (as its mailed link would). */
export async function verifiedRenter(app: TestApp) {
  const client = app.client();
  const user = await signUp(client);
  await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [user.id]);
  return { client, user };
}

export const askAbout = (client: ReturnType<TestApp["client"]>, id: number | string) =>
  client.post(`/api/properties/${id}/availability-asks`);

/** The mails other than sign-ups', oldest first. */
export const mails = (app: TestApp) =>
  app.sql<{ recipient: string; subject: string; body: string }>(
    `SELECT recipient, subject, body FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
  );

/** The token of the answer link in a mail, and the answer it names. */
export function answerLinkIn(body: string): { token: string; answers: string[] } {
  const links = [...body.matchAll(/\/listings\/availability\/([A-Za-z0-9_-]{43})\?answer=(\w+)/g)];
  return { token: links[0]?.[1] ?? "", answers: links.map((link) => link[2] ?? "") };
}

/** Moves the app's clock on by hours. */
export const hoursLater = (clock: FakeClock, hours: number) =>
  clock.advance((hours * HOUR_MS) / 1000);
