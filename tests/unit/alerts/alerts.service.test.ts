import { AlertsService } from "#modules/alerts/alerts.service.js";
import { hashUnsubscribeToken } from "#modules/alerts/unsubscribe-token.js";
import type { Property, PropertyFilter } from "#modules/listings/listings.types.js";
import { FakeJobLock } from "../jobs/jobs.fakes.js";
import {
  FakeMailer,
  FakeTransactions,
  fakeProperties,
  fixedClock,
} from "../shared/shared.fakes.js";
import { FakeSavedSearches } from "./alerts.fakes.js";

const NOW = "2026-11-23T07:00:00Z";
const hoursBefore = (h: number) => new Date(new Date(NOW).getTime() - h * 3_600_000);

const house = (id: number, overrides: Partial<Property> = {}): Property =>
  ({
    id,
    title: `Bantama house ${id}`,
    price: "650000",
    listingType: "sale",
    rentPeriod: null,
    location: "Bantama",
    city: "Kumasi",
    ...overrides,
  }) as Property;

const silent = { info() {}, warn() {}, error() {} };

/** The service over fakes; `matches` says how many listings the real search would find. */
function setUp(
  listings: Property[],
  matches: (f: PropertyFilter) => number = () => listings.length,
) {
  const searches = new FakeSavedSearches();
  const mailer = new FakeMailer();
  const asked: PropertyFilter[] = [];
  const jobs = new FakeJobLock();
  const properties = {
    ...fakeProperties(listings),
    count: async (f: PropertyFilter) => {
      asked.push(f);
      return matches(f);
    },
  };
  const service = new AlertsService(
    searches,
    properties,
    mailer,
    new FakeTransactions(),
    fixedClock(NOW),
    silent,
    jobs,
    { publicUrl: "https://ofie.test" },
  );
  return { service, searches, mailer, asked, jobs };
}

describe("AlertsService digests", () => {
  it("ask for daily searches last mailed 23 h ago or more, weekly ones 6 days 23 h ago", async () => {
    const { service, searches } = setUp([]);
    await service.sendDigests();
    expect(searches.asked).toEqual([
      { frequency: "daily", dueBy: hoursBefore(23) },
      { frequency: "weekly", dueBy: hoursBefore(7 * 24 - 1) },
    ]);
    await service.sendDigests("weekly");
    expect(searches.asked.at(-1)?.frequency).toBe("weekly");
  });

  it("mail the matches new since the last mail (or the saving), up to now, and record the mail", async () => {
    const { service, searches, mailer, asked } = setUp([house(1), house(2)]);
    const mailedBefore = searches.add({ lastSentAt: hoursBefore(24) });
    const neverMailed = searches.add({ name: "Rentals", createdAt: hoursBefore(30) });
    searches.add({ name: "Too soon", createdAt: hoursBefore(5) });

    const [daily] = await service.sendDigests("daily");
    expect(daily).toEqual({ frequency: "daily", due: 2, mailed: 2, listings: 4, skipped: 0 });
    expect(asked.map((f) => [f.createdAfter, f.createdUpTo, f.city])).toEqual([
      [hoursBefore(24), new Date(NOW), "Kumasi"],
      [hoursBefore(30), new Date(NOW), "Kumasi"],
    ]);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ["ama@example.com", '2 new listings for "Kumasi houses"'],
      ["ama@example.com", '2 new listings for "Rentals"'],
    ]);
    expect(mailer.sent[0]?.text).toContain(
      "Bantama house 1\nGH₵650,000 · Bantama, Kumasi\nhttps://ofie.test/properties/1",
    );
    expect(mailedBefore.lastSentAt).toEqual(new Date(NOW));
    expect(neverMailed.lastSentAt).toEqual(new Date(NOW));
    // The mail's token unsubscribes; only its hash was kept.
    const token = /unsubscribe\/([\w-]{43})/.exec(mailer.sent[0]?.text ?? "")?.[1] as string;
    expect(searches.tokens.has(token)).toBe(false);
    expect(searches.tokens.get(hashUnsubscribeToken(token))).toBe(mailedBefore.id);
  });

  it("send no mail when nothing is new, but move the search's clock on", async () => {
    const { service, searches, mailer } = setUp([], () => 0);
    const search = searches.add({ lastSentAt: hoursBefore(25) });
    expect(await service.sendDigests("daily")).toEqual([
      { frequency: "daily", due: 1, mailed: 0, listings: 0, skipped: 0 },
    ]);
    expect(mailer.sent).toEqual([]);
    expect(searches.checked).toEqual([{ id: search.id, at: new Date(NOW) }]);
    // Idempotent: run again at the same moment, nothing is due.
    expect((await service.sendDigests("daily"))[0]?.due).toBe(0);
  });

  it("do nothing while another run holds send-alerts, and say who holds it", async () => {
    const { service, searches, mailer, jobs } = setUp([house(1)]);
    const search = searches.add({ lastSentAt: hoursBefore(48) });
    jobs.held.set("send-alerts", "web-1 pid 42");
    await expect(service.sendDigests()).rejects.toMatchObject({
      code: "JOB.HELD",
      message: "Another run holds the job send-alerts (web-1 pid 42): this run did nothing.",
    });
    expect(searches.asked).toEqual([]);
    expect(mailer.sent).toEqual([]);
    expect(search.lastSentAt).toEqual(hoursBefore(48));
  });

  it("skip, without failing the run, a search whose stored filters no longer parse", async () => {
    const { service, searches, mailer } = setUp([house(1)]);
    searches.add({ query: { bedrooms: "many" }, lastSentAt: hoursBefore(48) });
    searches.add({ lastSentAt: hoursBefore(48) });
    expect((await service.sendDigests("daily"))[0]).toMatchObject({
      due: 1,
      mailed: 1,
      skipped: 1,
    });
    expect(mailer.sent).toHaveLength(1);
  });
});

describe("AlertsService on a published listing", () => {
  it("asks the real search about that listing only, and mails each matching instant search once", async () => {
    const listing = house(7, { listingType: "rent", rentPeriod: "month", price: "4500" });
    const { service, searches, mailer, asked } = setUp([listing], (f) =>
      f.city === "Kumasi" ? 1 : 0,
    );
    searches.add({ name: "Kumasi", frequency: "instant" });
    searches.add({ name: "Accra", frequency: "instant", query: { city: "Accra" } });
    searches.add({ name: "Kumasi daily", frequency: "daily" });
    searches.add({ name: "Kumasi off", frequency: "instant", active: false });

    await service.onPublished(listing);
    expect(asked.map((f) => [f.ids, f.city])).toEqual([
      [[7], "Kumasi"],
      [[7], "Accra"],
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe('New listing for "Kumasi": Bantama house 7');
    expect(mailer.sent[0]?.text).toContain("GH₵4,500 / month · Bantama, Kumasi");
  });

  it("writes a dollar listing's price in dollars, as its card does (decision 90)", async () => {
    const listing = house(8, {
      listingType: "rent",
      rentPeriod: "month",
      price: "1800.00",
      priceCurrency: "USD",
    });
    const { service, searches, mailer } = setUp([listing], () => 1);
    searches.add({ name: "Kumasi", frequency: "instant" });
    await service.onPublished(listing);
    expect(mailer.sent[0]?.text).toContain("Bantama house 8\nUS$1,800 / month · Bantama, Kumasi");
  });
});

describe("AlertsService and unproved addresses (issue 32)", () => {
  it("attack: five instant searches of an account with someone else's unproved address mail nobody", async () => {
    const listing = house(7);
    const { service, searches, mailer } = setUp([listing]);
    for (let i = 0; i < 5; i++) {
      searches.add({
        name: `You have won GH₵ 10,000 ${i}`,
        frequency: "instant",
        email: "victim@example.com",
        emailVerified: false,
      });
    }
    await service.onPublished(listing);
    expect(mailer.sent).toEqual([]);
  });

  it("holds a digest until the address is proved, its clock left where it was", async () => {
    const { service, searches, mailer } = setUp([house(1)]);
    const held = searches.add({ lastSentAt: hoursBefore(48), emailVerified: false });
    expect((await service.sendDigests("daily"))[0]).toMatchObject({ due: 0, mailed: 0 });
    expect(mailer.sent).toEqual([]);
    expect(held.lastSentAt).toEqual(hoursBefore(48));
    held.emailVerified = true;
    expect((await service.sendDigests("daily"))[0]).toMatchObject({ due: 1, mailed: 1 });
  });
});

describe("AlertsService unsubscribe", () => {
  it("switches the search off for a known token, and refuses anything else with 404", async () => {
    const { service, searches } = setUp([]);
    const search = searches.add();
    const token = "k".repeat(43);
    searches.tokens.set(hashUnsubscribeToken(token), search.id);
    await expect(service.findUnsubscribe(token)).resolves.toEqual({
      name: "Kumasi houses",
      active: true,
    });
    await expect(service.unsubscribe(token)).resolves.toEqual({
      name: "Kumasi houses",
      active: false,
    });
    expect(search.active).toBe(false);
    await expect(service.unsubscribe(token)).resolves.toMatchObject({ active: false });
    await expect(service.unsubscribe("j".repeat(43))).rejects.toMatchObject({ kind: "not_found" });
    await expect(service.unsubscribe({ token })).rejects.toMatchObject({ kind: "not_found" });
  });
});
