import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import type { FakeClock } from "../support/fake-clock.js";
import { insertAgent } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";
import { listingAt, mails, verifiedRenter } from "./availability-support.js";

// Decision 104's API tests: visitors who request viewings, the two kinds of lister, the links
// and mails they get.

export { listingAt, mails, verifiedRenter };

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The slot `days` days after the clock's day at "HH:MM" GMT, as an ISO instant. */
export function slot(clock: FakeClock, days: number, hhmm: string): string {
  const now = clock.now();
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, h, m),
  ).toISOString();
}

/** Moves the app's clock to `minutes` after (negative: before) an ISO instant. */
export function clockTo(clock: FakeClock, iso: string, minutes = 0): void {
  const target = new Date(iso).getTime() + minutes * MINUTE_MS;
  clock.advance((target - clock.now().getTime()) / 1000);
}

export const daysLater = (clock: FakeClock, days: number) => clock.advance((days * DAY_MS) / 1000);

export const PHONE = "024 412 3456";

export const requestViewing = (client: supertest.Agent, id: number | string, body: object) =>
  client.post(`/api/properties/${id}/viewings`).send(body);

export const act = (client: supertest.Agent, id: number, body: object) =>
  client.put(`/api/viewings/${id}`).send(body);

/** A listing managed by a signed-in owner account, with no agent: its mail goes to the account. */
export async function ownersListing(
  app: TestApp,
  clock: FakeClock,
  overrides: Record<string, unknown> = {},
) {
  const client = app.client();
  const user = await signUp(client);
  const id = await listingAt(app, clock, { owner_id: user.id, ...overrides });
  return { id, client, user };
}

/** A listing of an agent whose account is linked to it (by an approval): mail to agents.email. */
export async function agentsListing(
  app: TestApp,
  clock: FakeClock,
  overrides: Record<string, unknown> = {},
) {
  const client = app.client();
  const user = await signUp(client);
  const email = `kojo.${user.id}@agency.example`;
  const agentId = await insertAgent(app, { user_id: user.id, name: "Kojo Larbi", email });
  const id = await listingAt(app, clock, { agent_id: agentId, ...overrides });
  return { id, client, user, agentId, email };
}

/** The lister's link in a request mail: its token, and the time each one-tap link names. */
export function requestLinksIn(body: string): { token: string; times: string[] } {
  const times = [...body.matchAll(/\/viewings\/answer\/([A-Za-z0-9_-]{43})\?time=(\S+)/g)];
  const plain = /\/viewings\/answer\/([A-Za-z0-9_-]{43})$/m.exec(body);
  return {
    token: plain?.[1] ?? times[0]?.[1] ?? "",
    times: times.map((link) => decodeURIComponent(link[2] ?? "")),
  };
}

/** A visitor's request of `times` for listing `id`, answered 201; the viewing. */
export async function requested(
  app: TestApp,
  id: number,
  times: string[],
  visitor?: Awaited<ReturnType<typeof verifiedRenter>>,
) {
  const who = visitor ?? (await verifiedRenter(app));
  const res = await requestViewing(who.client, id, { times, phone: PHONE }).expect(201);
  const token = requestLinksIn((await mails(app)).at(-1)?.body ?? "").token;
  return { ...who, viewing: res.body.viewing as { id: number }, token };
}

export const viewingRow = async (app: TestApp, id: number) =>
  (
    await app.sql<Record<string, unknown>>(
      `SELECT status, awaiting, starts_at, times, reason, closed_by, no_show_of,
              first_answered_at, confirmed_at, day_reminder_at, hour_reminder_at
         FROM viewings WHERE id = $1`,
      [id],
    )
  )[0];

/** An owner's rental with a fee, a digital address and a pin: what a confirmation mails. */
export const OSU = {
  title: "Osu flat",
  location: "Osu",
  city: "Accra",
  listing_type: "rent",
  rent_period: "month",
  viewing_fee: "50",
  digital_address: "GA-183-8164",
  latitude: 5.556,
  longitude: -0.181,
};

/** The mails since `count` were written, to whom and about what. */
export const newMails = async (app: TestApp, count: number) =>
  (await mails(app))
    .slice(count)
    .map((m) => ({ to: m.recipient, subject: m.subject, body: m.body }));

/** A request of two times for an owner's listing; each side's client and the viewing's id. */
export async function ownersRequest(app: TestApp, clock: FakeClock) {
  const lister = await ownersListing(app, clock, OSU);
  const times = [slot(clock, 2, "10:30"), slot(clock, 1, "16:00")];
  const visitor = await requested(app, lister.id, times);
  return { lister, visitor, id: visitor.viewing.id, times: [times[1], times[0]] as string[] };
}
