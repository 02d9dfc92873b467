import { availabilityLine } from "../../src/modules/listings/listing-availability.js";
import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertAgent } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  answerLinkIn,
  askAbout,
  hoursLater,
  listingAt,
  mails,
  verifiedRenter,
} from "./availability-support.js";

// Decision 101: the lister's answers by the mailed link, the states a listing shows, its place in
// the default sort, and the agent's response rate.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A listing of a new agent, asked about by `renters` new accounts; each mailed link's token. */
async function askedListing(renters: number, overrides: Record<string, unknown> = {}) {
  const agentId = await insertAgent(app);
  const id = await listingAt(app, clock, { agent_id: agentId, ...overrides });
  const tokens: string[] = [];
  const clients = [];
  for (let i = 0; i < renters; i += 1) {
    const { client } = await verifiedRenter(app);
    await askAbout(client, id).expect(201);
    clients.push(client);
    const last = (await mails(app)).at(-1);
    tokens.push(answerLinkIn(last?.body ?? "").token);
  }
  return { id, agentId, tokens, clients };
}

const answerUrl = (token: string) => `/api/availability-answers/${token}`;
const answer = (token: string, value: unknown) =>
  app.client().post(answerUrl(token)).send({ answer: value });
const listing = async (id: number) =>
  (await app.client().get(`/api/properties/${id}`).expect(200)).body;
const titles = async (query = "") =>
  (
    (await app.client().get(`/api/properties?${query}`).expect(200)).body as { title: string }[]
  ).map((p) => p.title);
const asks = (id: number) =>
  app.sql<{ answer: string | null; answered_at: Date | null }>(
    "SELECT answer, answered_at FROM availability_asks WHERE property_id = $1 ORDER BY id",
    [id],
  );

describe("the lister's answer link", () => {
  it("shows the question without answering it; a malformed or unknown token is 404", async () => {
    const { id, tokens } = await askedListing(1, { title: "Osu flat", listing_type: "rent" });
    const [token] = tokens as [string];
    const shown = await app.client().get(answerUrl(token)).expect(200);
    expect(shown.body).toEqual({
      propertyId: id,
      title: "Osu flat",
      listingType: "rent",
      status: "available",
      askedAt: clock.now().toISOString(),
      answer: null,
      answeredAt: null,
    });
    expect(await asks(id)).toEqual([{ answer: null, answered_at: null }]);
    for (const bad of ["x".repeat(43), "short"]) {
      const res = await app.client().get(answerUrl(bad)).expect(404);
      expect(res.body.message).toBe(
        "This answer link is invalid, or its listing is no longer published.",
      );
    }
  });

  it("refuses a missing or unknown answer with 400 and the field's message, changing nothing", async () => {
    const { id, tokens } = await askedListing(1);
    for (const value of [undefined, "maybe"]) {
      const res = await answer(tokens[0] as string, value).expect(400);
      expect(res.body.errors).toEqual({
        answer: ["Answer yes (still available) or gone (let or sold)"],
      });
    }
    expect(await asks(id)).toEqual([{ answer: null, answered_at: null }]);
  });

  it("Yes confirms the listing as its button does, answers every open ask, and shows 'Availability confirmed' on its card", async () => {
    const { id, tokens, clients } = await askedListing(2);
    hoursLater(clock, 5);
    const now = clock.now();
    const yes = await answer(tokens[1] as string, "yes").expect(200);
    expect(yes.body).toEqual({
      propertyId: id,
      answer: "yes",
      status: "available",
      lastConfirmedAt: now.toISOString(),
    });
    expect(await asks(id)).toEqual([
      { answer: "yes", answered_at: now },
      { answer: "yes", answered_at: now },
    ]);
    const [row] = await app.sql<{ last_confirmed_at: Date; expires_at: Date }>(
      "SELECT last_confirmed_at, expires_at FROM properties WHERE id = $1",
      [id],
    );
    expect(row).toEqual({
      last_confirmed_at: now,
      expires_at: new Date(now.getTime() + 60 * DAY_MS),
    });
    const history = (await app.client().get(`/api/properties/${id}/history`).expect(200)).body;
    expect(history.lastConfirmedAt).toBe(now.toISOString());
    expect((await listing(id)).availability).toEqual({ state: "confirmed", daysAgo: 0 });
    hoursLater(clock, 48);
    const later = await listing(id);
    expect(availabilityLine(later.availability)).toBe("Availability confirmed 2 days ago");
    expect((await titles()).length).toBe(1);

    // The renter sees the answer; every link of the question is spent.
    const mine = await (clients[0] as ReturnType<TestApp["client"]>)
      .get(`/api/properties/${id}/availability-asks/mine`)
      .expect(200);
    expect(mine.body.ask).toMatchObject({ answer: "yes", answeredAt: now.toISOString() });
    for (const token of tokens) {
      const again = await answer(token, "gone").expect(409);
      expect(again.body.message).toMatch(/^This question has already been answered/);
    }
    expect((await listing(id)).status).toBe("available");
  });

  it("No marks a rental let and a sale sold: out of search, its asks answered, its history told", async () => {
    const rental = await askedListing(1, { listing_type: "rent", rent_period: "month" });
    const sale = await askedListing(1);
    await answer(rental.tokens[0] as string, "gone").expect(200);
    const sold = await answer(sale.tokens[0] as string, "gone").expect(200);
    expect(sold.body).toMatchObject({ answer: "gone", status: "sold", lastConfirmedAt: null });
    expect((await listing(rental.id)).status).toBe("rented");
    expect((await listing(sale.id)).status).toBe("sold");
    expect(await titles()).toEqual([]);
    expect(await asks(rental.id)).toEqual([{ answer: "gone", answered_at: clock.now() }]);
    const history = (await app.client().get(`/api/properties/${rental.id}/history`)).body;
    expect(history.changes[0]).toMatchObject({ kind: "status", status: "rented" });
  });

  it("answers a form post (no JavaScript) with the listing; a bad link's form goes back to its page", async () => {
    const { id, tokens } = await askedListing(1);
    const posted = await app
      .client()
      .post(answerUrl(tokens[0] as string))
      .type("form")
      .send("answer=yes")
      .expect(303);
    expect(posted.headers.location).toBe(`/properties/${id}?availability=yes`);
    const bad = "y".repeat(43);
    const back = await app.client().post(answerUrl(bad)).type("form").send("answer=yes");
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/listings/availability/${bad}`);
  });
});

describe("three asks unanswered for 72 hours", () => {
  it("show 'Not confirmed recently' and list the listing after the others in the default sort, until its lister answers", async () => {
    const listedDaysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
    const older = await listingAt(app, clock, {
      title: "Older house",
      price: "500000",
      created_at: listedDaysAgo(5),
      last_confirmed_at: listedDaysAgo(5),
    });
    const { id, tokens } = await askedListing(3, {
      title: "Asked house",
      price: "900000",
      created_at: listedDaysAgo(2),
      last_confirmed_at: listedDaysAgo(2),
    });
    expect(older).toBeLessThan(id);
    hoursLater(clock, 71);
    expect((await listing(id)).availability).toBeNull();
    expect(await titles()).toEqual(["Asked house", "Older house"]);

    hoursLater(clock, 2);
    const flagged = await listing(id);
    expect(flagged.availability).toEqual({ state: "not-confirmed-recently" });
    expect(availabilityLine(flagged.availability)).toBe("Not confirmed recently");
    expect(await titles()).toEqual(["Older house", "Asked house"]);
    expect(await titles("sort=newest&limit=1&offset=1")).toEqual(["Asked house"]);
    expect(await titles("search=walled")).toEqual(["Older house", "Asked house"]);
    // Only the default sort ranks it; it is still found and counted.
    expect(await titles("sort=price-high")).toEqual(["Asked house", "Older house"]);
    expect((await app.client().get("/api/properties/count").expect(200)).body).toEqual({
      total: 2,
    });

    await answer(tokens[2] as string, "yes").expect(200);
    expect((await listing(id)).availability).toEqual({ state: "confirmed", daysAgo: 0 });
    expect(await titles()).toEqual(["Asked house", "Older house"]);
  });

  it("are answered by the owner's confirm button and by Manage Listings' let, as by the links", async () => {
    const owner = app.client();
    const user = await signUp(owner);
    const confirmed = await listingAt(app, clock, { owner_id: user.id });
    const letOut = await listingAt(app, clock, {
      owner_id: user.id,
      listing_type: "rent",
      rent_period: "month",
    });
    for (const id of [confirmed, letOut]) {
      for (let i = 0; i < 3; i += 1) await askAbout((await verifiedRenter(app)).client, id);
    }
    hoursLater(clock, 80);
    expect((await listing(confirmed)).availability).toEqual({ state: "not-confirmed-recently" });
    await owner.post(`/api/properties/${confirmed}/confirm`).expect(200);
    expect((await asks(confirmed)).map((a) => a.answer)).toEqual(["yes", "yes", "yes"]);
    expect((await listing(confirmed)).availability).toEqual({ state: "confirmed", daysAgo: 0 });
    await owner.put(`/api/my-listings/${letOut}/status`).send({ status: "rented" }).expect(200);
    expect((await asks(letOut)).map((a) => a.answer)).toEqual(["gone", "gone", "gone"]);
    expect((await listing(letOut)).availability).toBeNull();
  });
});

describe("the agent's response rate on the directory", () => {
  it("is asks answered within 72 hours over asks judged, shown from the third", async () => {
    const agentId = await insertAgent(app, { name: "Yaw Darko" });
    const asked: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await listingAt(app, clock, { agent_id: agentId });
      const { client } = await verifiedRenter(app);
      await askAbout(client, id).expect(201);
      asked.push(answerLinkIn((await mails(app)).at(-1)?.body ?? "").token);
    }
    const rate = async () =>
      (
        (await app.client().get("/api/agents").expect(200)).body as Array<{
          id: number;
          responseRate: unknown;
        }>
      ).find((a) => a.id === agentId)?.responseRate;

    await answer(asked[0] as string, "yes").expect(200);
    expect(await rate()).toBeNull();
    hoursLater(clock, 80);
    // Two asks now past 72 hours unanswered: three judged, one in time.
    expect(await rate()).toEqual({ asks: 3, answeredInTime: 1, percent: 33 });
    await answer(asked[1] as string, "yes").expect(200);
    // Answered late, and a new ask not yet judged: the same.
    const fresh = await listingAt(app, clock, { agent_id: agentId });
    await askAbout((await verifiedRenter(app)).client, fresh).expect(201);
    expect(await rate()).toEqual({ asks: 3, answeredInTime: 1, percent: 33 });
  });
});
