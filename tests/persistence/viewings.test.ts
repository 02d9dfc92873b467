import { TOKENS } from "../../src/container/tokens.js";
import type { ReminderWindow, ViewingRepository } from "../../src/modules/viewings/index.js";
import type { TransactionRunner } from "../../src/shared/ports.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import {
  daysAgo,
  insertAgent,
  insertListing,
  insertRows,
  insertUser,
  NOW,
} from "./listing-rows.js";

// Decision 104: the viewings' table and repository on either database: one open viewing per
// visitor and listing, the reminder's mark taken once, and whose listings' viewings a lister sees.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const viewings = () => app.application.container.get<ViewingRepository>(TOKENS.ViewingRepository);
const HOUR = 3_600_000;
const hoursAfterNow = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let tokens = 0;
/** A viewing row, requested a day before NOW, by `visitorId` of `propertyId`. */
async function viewing(propertyId: number, visitorId: number, row: Record<string, unknown> = {}) {
  tokens += 1;
  const [id] = await insertRows(app, "viewings", [
    {
      property_id: propertyId,
      visitor_id: visitorId,
      phone: "+233244123456",
      status: "requested",
      times: [hoursAfterNow(30).toISOString()],
      awaiting: "lister",
      lister_token_hash: String(tokens).padStart(64, "0"),
      requested_at: daysAgo(1),
      updated_at: daysAgo(1),
      ...row,
    },
  ]);
  return id as number;
}

/** A confirmed viewing at `startsIn` hours after NOW, confirmed two days before NOW. */
const confirmedAt = (startsIn: number) => ({
  status: "confirmed",
  awaiting: null,
  starts_at: hoursAfterNow(startsIn),
  times: [hoursAfterNow(startsIn).toISOString()],
  confirmed_at: daysAgo(2),
});

const dayWindow: ReminderWindow = {
  kind: "day",
  after: hoursAfterNow(2),
  until: hoursAfterNow(24),
  quietHours: 24,
};

describe("the viewings table", () => {
  it("keeps one open viewing per visitor and listing; closed ones do not count", async () => {
    const id = await insertListing(app);
    const visitorId = await insertUser(app);
    await viewing(id, visitorId, { status: "declined", awaiting: null, closed_by: "lister" });
    await viewing(id, visitorId, { ...confirmedAt(10), status: "cancelled", closed_by: "visitor" });
    const open = await viewing(id, visitorId, confirmedAt(10));
    for (const status of ["requested", "proposed"]) {
      await expect(viewing(id, visitorId, { status })).rejects.toThrow();
    }
    // Another listing, or another visitor of this one, is another viewing.
    await viewing(await insertListing(app), visitorId);
    await viewing(id, await insertUser(app));
    const found = await viewings().openOf(id, visitorId);
    expect(found).toMatchObject({
      id: open,
      status: "confirmed",
      startsAt: hoursAfterNow(10),
      times: [hoursAfterNow(10)],
    });
    expect(await viewings().countOpenOf(visitorId)).toBe(2);
  });

  it("refuses a state its columns contradict: an open viewing awaiting no one, a confirmed one without its time", async () => {
    const id = await insertListing(app);
    const visitorId = await insertUser(app);
    await expect(viewing(id, visitorId, { awaiting: null })).rejects.toThrow();
    await expect(
      viewing(id, visitorId, { status: "confirmed", awaiting: null, starts_at: null }),
    ).rejects.toThrow();
    await expect(viewing(id, visitorId, { times: [] })).rejects.toThrow();
    expect(await app.sql("SELECT id FROM viewings")).toEqual([]);
  });
});

describe("the reminder's mark", () => {
  it("is taken once: a second mark, or one by another transaction at the same moment, finds it taken", async () => {
    const id = await insertListing(app);
    const due = await viewing(id, await insertUser(app), confirmedAt(20));
    expect(await viewings().dueReminders(dayWindow)).toEqual([due]);
    const tx = app.application.container.get<TransactionRunner>(TOKENS.Transactions);
    const marks = await Promise.all(
      [0, 1, 2].map(() => tx.run(() => viewings().markReminded(due, dayWindow, NOW))),
    );
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect(await viewings().markReminded(due, dayWindow, NOW)).toBe(false);
    expect(await viewings().dueReminders(dayWindow)).toEqual([]);
    const [row] = await app.sql<{ day: Date; hour: Date | null }>(
      "SELECT day_reminder_at AS day, hour_reminder_at AS hour FROM viewings",
    );
    expect(row).toEqual({ day: NOW, hour: null });
  });

  it("is not taken outside the window, for a viewing confirmed within the quiet hours, or no longer confirmed", async () => {
    const id = await insertListing(app);
    const visitor = () => insertUser(app);
    const soon = await viewing(id, await visitor(), confirmedAt(1));
    const far = await viewing(id, await visitor(), confirmedAt(30));
    const lately = await viewing(id, await visitor(), {
      ...confirmedAt(20),
      confirmed_at: hoursAfterNow(-3),
    });
    const cancelled = await viewing(id, await visitor(), {
      ...confirmedAt(20),
      status: "cancelled",
      closed_by: "visitor",
    });
    const due = await viewing(id, await visitor(), confirmedAt(23));
    for (const other of [soon, far, lately, cancelled]) {
      expect(await viewings().markReminded(other, dayWindow, NOW)).toBe(false);
    }
    expect(await viewings().dueReminders(dayWindow)).toEqual([due]);
    const hourWindow: ReminderWindow = {
      kind: "hour",
      after: NOW,
      until: hoursAfterNow(2),
      quietHours: 2,
    };
    expect(await viewings().dueReminders(hourWindow)).toEqual([soon]);
  });
});

describe("whose viewings a lister sees", () => {
  it("the viewings of the listings the account owns and of those its agent lists, newest first", async () => {
    const userId = await insertUser(app, { email: "kojo@example.com", first_name: "Kojo" });
    const agentId = await insertAgent(app, { user_id: userId, email: "kojo@agency.example" });
    const owned = await insertListing(app, { owner_id: userId, title: "Owned" });
    const listed = await insertListing(app, { agent_id: agentId, title: "Listed" });
    const others = await insertListing(app, { title: "Someone else's" });
    const visitorId = await insertUser(app, { first_name: "Ama" });
    const first = await viewing(owned, visitorId, { requested_at: daysAgo(3) });
    const second = await viewing(listed, visitorId, { requested_at: daysAgo(2) });
    await viewing(others, visitorId, { requested_at: daysAgo(1) });

    const asLister = await viewings().ofLister({ userId, agentId }, 50);
    expect(asLister.map((v) => [v.id, v.listing.title])).toEqual([
      [second, "Listed"],
      [first, "Owned"],
    ]);
    expect(asLister[0]).toMatchObject({
      visitor: { firstName: "Ama" },
      lister: { email: "kojo@agency.example", name: "Akosua Asante" },
    });
    expect(asLister[1]?.lister).toEqual({ email: "kojo@example.com", name: "Kojo Boateng" });
    // Without the agent link only the owned one; a limit keeps the newest.
    expect((await viewings().ofLister({ userId, agentId: null }, 50)).map((v) => v.id)).toEqual([
      first,
    ]);
    expect((await viewings().ofLister({ userId, agentId }, 1)).map((v) => v.id)).toEqual([second]);
    expect((await viewings().ofVisitor(visitorId, 50)).map((v) => v.listing.title)).toEqual([
      "Someone else's",
      "Listed",
      "Owned",
    ]);
  });

  it("a request's listing: locked while published, with the lister its mail goes to", async () => {
    const agentId = await insertAgent(app, { name: "Esi Mensah", email: "esi@agency.example" });
    const ownerId = await insertUser(app, { email: "kojo@example.com", first_name: "Kojo" });
    const byAgent = await insertListing(app, { agent_id: agentId, owner_id: ownerId });
    const byContact = await insertListing(app, {
      owner_id: ownerId,
      owner_name: "Ama Owusu",
      owner_email: "ama@example.com",
    });
    const byAccount = await insertListing(app, { owner_id: ownerId });
    const unpublished = await insertListing(app, { agent_id: agentId, published: false });
    const listers = [];
    for (const id of [byAgent, byContact, byAccount, unpublished]) {
      const listing = await viewings().lockListing(id);
      listers.push(listing?.lister ?? null);
    }
    expect(listers).toEqual([
      { email: "esi@agency.example", name: "Esi Mensah" },
      { email: "ama@example.com", name: "Ama Owusu" },
      { email: "kojo@example.com", name: "Kojo Boateng" },
      null,
    ]);
  });
});
