import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertAgent } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  agentsListing,
  listingAt,
  mails,
  OSU,
  ownersListing,
  PHONE,
  requested,
  requestLinksIn,
  requestViewing,
  slot,
  verifiedRenter,
} from "./viewings-support.js";

// Decision 104: who may request a viewing, what a request must say, how often, and what the
// lister is sent.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const valid = () => ({ times: [slot(clock, 1, "10:30")], phone: PHONE });
const viewings = () => app.sql("SELECT id FROM viewings");

describe("POST /api/properties/{id}/viewings: who may request", () => {
  it("answers 401 signed out, 403 before the e-mail is proved, 404 for no such published listing", async () => {
    const id = await listingAt(app, clock);
    await requestViewing(app.client(), id, valid()).expect(401);
    const unproved = app.client();
    await signUp(unproved);
    const refused = await requestViewing(unproved, id, valid()).expect(403);
    expect(refused.body.message).toMatch(/^Confirm your e-mail address first/);

    const { client } = await verifiedRenter(app);
    await requestViewing(client, 999999, valid()).expect(404);
    await requestViewing(client, "abc", valid()).expect(404);
    const unpublished = await listingAt(app, clock, { published: false });
    await requestViewing(client, unpublished, valid()).expect(404);
    expect(await viewings()).toEqual([]);
    expect(await mails(app)).toEqual([]);
  });

  it("answers 409 for the lister's own listing (owner or linked agent), one not on offer, or one not confirmed recently", async () => {
    const { client, user } = await verifiedRenter(app);
    const own = await listingAt(app, clock, { owner_id: user.id });
    expect((await requestViewing(client, own, valid()).expect(409)).body.message).toBe(
      "This is your listing.",
    );
    const agentId = await insertAgent(app, { user_id: user.id });
    const listed = await listingAt(app, clock, { agent_id: agentId });
    await requestViewing(client, listed, valid()).expect(409);
    for (const [status, message] of [
      ["rented", "This listing has already been let."],
      ["sold", "This listing has already been sold."],
      ["pending", "This listing is under offer (pending)."],
    ]) {
      const id = await listingAt(app, clock, { status });
      expect((await requestViewing(client, id, valid()).expect(409)).body.message).toBe(message);
    }
    // Each refusal counted against the day's requests: another visitor goes on.
    const other = (await verifiedRenter(app)).client;
    const stale = await listingAt(app, clock);
    await app.sql("UPDATE properties SET unconfirmed_from = $2 WHERE id = $1", [
      stale,
      clock.now(),
    ]);
    expect((await requestViewing(other, stale, valid()).expect(409)).body.message).toBe(
      "This listing has not been confirmed recently: ask whether it is still available first.",
    );
    // A date still to come is not yet "Not confirmed recently".
    const soon = await listingAt(app, clock);
    await app.sql("UPDATE properties SET unconfirmed_from = $2 WHERE id = $1", [
      soon,
      new Date(clock.now().getTime() + 3_600_000),
    ]);
    await requestViewing(other, soon, valid()).expect(201);
    expect(await viewings()).toHaveLength(1);
  });
});

describe("POST /api/properties/{id}/viewings: the request and its mail", () => {
  it("stores the request and mails the agent a one-tap link per time, a link to propose or decline, and WhatsApp", async () => {
    const agentId = await insertAgent(app, { name: "Kojo Larbi", email: "kojo@agency.example" });
    const id = await listingAt(app, clock, { agent_id: agentId, ...OSU });
    const { client, user } = await verifiedRenter(app);
    const times = [slot(clock, 5, "10:30"), slot(clock, 1, "16:00")];
    const res = await requestViewing(client, id, {
      times,
      phone: PHONE,
      note: "  I will come with my sister.  ",
    }).expect(201);
    expect(res.body).toEqual({
      viewing: {
        id: expect.any(Number),
        propertyId: id,
        title: "Osu flat",
        status: "requested",
        awaiting: "lister",
        times: [times[1], times[0]],
        startsAt: null,
        phone: "+233244123456",
        visitorName: "Kofi",
        note: "I will come with my sister.",
        reason: null,
        closedBy: null,
        noShowOf: null,
        requestedAt: clock.now().toISOString(),
        confirmedAt: null,
        viewingFee: "50.00",
        address: "Osu, Accra",
        digitalAddress: "GA-183-8164",
        mapUrl: "https://www.google.com/maps/search/?api=1&query=5.556,-0.181",
        role: "visitor",
        actions: ["cancel"],
      },
      created: true,
      listerMailed: true,
    });

    const [mail, ...others] = await mails(app);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      recipient: "kojo@agency.example",
      subject: "Viewing request: Osu flat",
    });
    const body = mail?.body ?? "";
    expect(body).toContain("Hello Kojo Larbi,");
    expect(body).toContain(
      `Kofi would like to view your listing "Osu flat":\nhttps://ofie.example/properties/${id}\n`,
    );
    const links = requestLinksIn(body);
    expect(links.times).toEqual([times[1], times[0]]);
    // Each time is written in words above its link, in Ghana's time.
    expect(body).toContain(
      `Tuesday 24 November 2026, 16:00 (GMT):\nhttps://ofie.example/viewings/answer/${links.token}?time=`,
    );
    expect(body).toContain(
      `None of these suits you? Propose another time, or decline:\nhttps://ofie.example/viewings/answer/${links.token}\n`,
    );
    expect(body).toContain('Their note: "I will come with my sister."');
    expect(body).toContain("Visitor: Kofi, 024 412 3456");
    const whatsApp = /https:\/\/wa\.me\/233244123456\?text=(\S+)/.exec(body);
    expect(decodeURIComponent(whatsApp?.[1] ?? "")).toBe(
      `Hello Kofi, about your request on Ofie to view "Osu flat": https://ofie.example/properties/${id}`,
    );
    expect(body).toContain("Viewing fee: GH₵50, as the listing states it.");

    const [row] = await app.sql<Record<string, unknown>>(
      "SELECT visitor_id, agent_id, lister_token_hash, status, awaiting FROM viewings",
    );
    expect(row).toMatchObject({
      visitor_id: user.id,
      agent_id: agentId,
      status: "requested",
      awaiting: "lister",
    });
    expect(row?.lister_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(body).not.toContain(String(row?.lister_token_hash));
  });

  it("answers a second request while one is open with that viewing (200), mailing nothing; mine shows the latest", async () => {
    const { id } = await agentsListing(app, clock);
    const { client } = await verifiedRenter(app);
    await client.get(`/api/properties/${id}/viewings/mine`).expect(200, { viewing: null });
    await app.client().get(`/api/properties/${id}/viewings/mine`).expect(401);
    const first = await requestViewing(client, id, valid()).expect(201);
    const again = await requestViewing(client, id, {
      times: [slot(clock, 2, "08:00")],
      phone: PHONE,
    }).expect(200);
    expect(again.body).toEqual({
      viewing: first.body.viewing,
      created: false,
      listerMailed: false,
    });
    expect(await mails(app)).toHaveLength(1);
    const mine = await client.get(`/api/properties/${id}/viewings/mine`).expect(200);
    expect(mine.body).toEqual({ viewing: first.body.viewing });
    // Once it is closed, a new request is a new viewing.
    await client
      .put(`/api/viewings/${first.body.viewing.id}`)
      .send({ action: "cancel" })
      .expect(200);
    const later = await requestViewing(client, id, valid()).expect(201);
    expect(later.body.viewing.id).not.toBe(first.body.viewing.id);
    const latest = await client.get(`/api/properties/${id}/viewings/mine`).expect(200);
    expect(latest.body.viewing).toMatchObject({ id: later.body.viewing.id, status: "requested" });
  });

  it("mails a private owner's listing to the contact its submission gave, else to the owner's account", async () => {
    const contact = await ownersListing(app, clock, {
      owner_name: "Abena Mensah",
      owner_email: "abena@example.com",
      viewing_fee: "0",
    });
    const account = await ownersListing(app, clock);
    await requested(app, contact.id, valid().times);
    const [toContact] = await mails(app);
    expect(toContact).toMatchObject({ recipient: "abena@example.com" });
    expect(toContact?.body).toContain("Hello Abena Mensah,");
    expect(toContact?.body).toContain("Viewing fee: none, as the listing states it.");
    await requested(app, account.id, valid().times);
    const toAccount = (await mails(app)).at(-1);
    expect(toAccount).toMatchObject({ recipient: account.user.email });
    expect(toAccount?.body).toContain("Hello Kofi Boateng,");
    expect(toAccount?.body).toContain("Viewing fee: not stated on the listing.");
  });
});
