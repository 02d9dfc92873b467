import { AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY } from "../../src/modules/rate-limits/rate-limit-rules.js";
import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertAgent } from "../support/fixtures.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  answerLinkIn,
  askAbout,
  listingAt,
  mails,
  verifiedRenter,
} from "./availability-support.js";

// Decision 101: "Is it still available?" — who may ask, how often, and what the lister is sent.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("POST /api/properties/{id}/availability-asks", () => {
  it("answers 401 signed out, 403 before the e-mail is proved, 404 for no such published listing", async () => {
    const id = await listingAt(app, clock);
    await askAbout(app.client(), id).expect(401);
    const unproved = app.client();
    await signUp(unproved);
    const refused = await askAbout(unproved, id).expect(403);
    expect(refused.body.message).toMatch(/^Confirm your e-mail address first/);

    const { client } = await verifiedRenter(app);
    await askAbout(client, 999999).expect(404);
    await askAbout(client, "abc").expect(404);
    const unpublished = await listingAt(app, clock, { published: false });
    expect((await askAbout(client, unpublished).expect(404)).body.message).toBe(
      "Property Not Found",
    );
    expect(await app.sql("SELECT id FROM availability_asks")).toEqual([]);
    expect(await mails(app)).toEqual([]);
  });

  it("answers 409 for a listing already let, sold or pending, and to its own owner or agent", async () => {
    const { client, user } = await verifiedRenter(app);
    for (const [status, message] of [
      ["rented", "This listing has already been let."],
      ["sold", "This listing has already been sold."],
      ["pending", "This listing is under offer (pending)."],
    ]) {
      const id = await listingAt(app, clock, { status });
      expect((await askAbout(client, id).expect(409)).body.message).toBe(message);
    }
    const own = await listingAt(app, clock, { owner_id: user.id });
    const mine = await askAbout(client, own).expect(409);
    expect(mine.body.message).toMatch(/^This is your listing/);
    const agentId = await insertAgent(app, { user_id: user.id });
    const listed = await listingAt(app, clock, { agent_id: agentId });
    await askAbout(client, listed).expect(409);
    expect(await app.sql("SELECT id FROM availability_asks")).toEqual([]);
  });

  it("records the ask and mails the agent one link per answer; only the token's hash is kept", async () => {
    const agentId = await insertAgent(app, { name: "Kojo Larbi", email: "kojo@agency.example" });
    const id = await listingAt(app, clock, {
      agent_id: agentId,
      title: "Osu flat",
      listing_type: "rent",
      rent_period: "month",
    });
    const { client, user } = await verifiedRenter(app);
    const asked = await askAbout(client, id).expect(201);
    expect(asked.body).toEqual({
      propertyId: id,
      askedAt: clock.now().toISOString(),
      answer: null,
      answeredAt: null,
      created: true,
      listerMailed: true,
    });

    const [mail, ...others] = await mails(app);
    expect(others).toEqual([]);
    expect(mail?.recipient).toBe("kojo@agency.example");
    expect(mail?.subject).toBe('A renter asks: is "Osu flat" still available?');
    expect(mail?.body).toContain("Hello Kojo Larbi,");
    expect(mail?.body).toContain(`https://ofie.example/properties/${id}\n`);
    expect(mail?.body).toContain("No, it has been let:\n");
    const link = answerLinkIn(mail?.body ?? "");
    expect(link.answers).toEqual(["yes", "gone"]);
    const [row] = await app.sql<{ token_hash: string; asker_id: number; agent_id: number }>(
      "SELECT token_hash, asker_id, agent_id FROM availability_asks",
    );
    expect(row).toMatchObject({ asker_id: user.id, agent_id: agentId });
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toBe(link.token);

    // Asking again while it is open is the same ask: nothing more is sent.
    const again = await askAbout(client, id).expect(200);
    expect(again.body).toMatchObject({ created: false, listerMailed: false, answer: null });
    expect(await mails(app)).toHaveLength(1);
    const mine = await client.get(`/api/properties/${id}/availability-asks/mine`).expect(200);
    expect(mine.body.ask).toMatchObject({ propertyId: id, answer: null });
  });

  it("mails a private owner's listing to the contact its submission gave", async () => {
    const owner = await signUp(app.client());
    const id = await listingAt(app, clock, {
      owner_id: owner.id,
      owner_name: "Abena Mensah",
      owner_email: "abena@example.com",
      owner_phone: "0244123456",
    });
    const { client } = await verifiedRenter(app);
    await askAbout(client, id).expect(201);
    const [mail] = await mails(app);
    expect(mail).toMatchObject({ recipient: "abena@example.com" });
    expect(mail?.body).toContain("Hello Abena Mensah,");
    expect(mail?.body).toContain("No, it has been sold:\n");
  });

  it(`refuses an account's ask past ${AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY} a day with 429, until the day has passed`, async () => {
    const { client } = await verifiedRenter(app);
    const ids: number[] = [];
    for (let i = 0; i <= AVAILABILITY_ASKS_PER_ACCOUNT_PER_DAY; i += 1) {
      ids.push(await listingAt(app, clock));
    }
    for (const id of ids.slice(0, -1)) await askAbout(client, id).expect(201);
    const refused = await askAbout(client, ids.at(-1) as number).expect(429);
    expect(refused.body.message).toMatch(/^You can ask about 10 listings a day\. Try again in/);
    expect(refused.headers["retry-after"]).toBeDefined();
    await passWindowTime(app, 24 * 3600);
    await askAbout(client, ids.at(-1) as number).expect(201);
  });

  it("keeps mailing a listing's lister to 5 asks a day; later asks are kept, and count, unmailed", async () => {
    const agentId = await insertAgent(app, { email: "esi@agency.example" });
    const id = await listingAt(app, clock, { agent_id: agentId });
    const receipts = [];
    for (let i = 0; i < 6; i += 1) {
      const { client } = await verifiedRenter(app);
      receipts.push((await askAbout(client, id).expect(201)).body.listerMailed);
    }
    expect(receipts).toEqual([true, true, true, true, true, false]);
    expect(await mails(app)).toHaveLength(5);
    expect(await app.sql("SELECT id FROM availability_asks")).toHaveLength(6);
  });
});

describe("GET /api/properties/{id}/availability-asks/mine", () => {
  it("answers 401 signed out and the account's latest ask, null before any", async () => {
    const id = await listingAt(app, clock);
    await app.client().get(`/api/properties/${id}/availability-asks/mine`).expect(401);
    const { client } = await verifiedRenter(app);
    const before = await client.get(`/api/properties/${id}/availability-asks/mine`).expect(200);
    expect(before.body).toEqual({ ask: null });
  });
});
