import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { NOT_SIGN_UP_MAIL } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A listing confirmed `confirmedDaysAgo` days ago under a 60-day period. */
function listing(confirmedDaysAgo: number, overrides: Record<string, unknown> = {}) {
  return insertProperty(app, {
    last_confirmed_at: daysFromNow(-confirmedDaysAgo),
    expires_at: daysFromNow(60 - confirmedDaysAgo),
    ...overrides,
  });
}

const searchIds = async () =>
  ((await app.client().get("/api/properties?limit=100").expect(200)).body as { id: number }[])
    .map((p) => p.id)
    .sort((a, b) => a - b);

const outbox = () =>
  app.sql<{ recipient: string; subject: string; body: string }>(
    `SELECT recipient, subject, body FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
  );

const tokenIn = (body: string) => /\/listings\/confirm\/([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? "";

describe("the visibility rule of search and count", () => {
  it("leaves out expired, unpublished and 3-times-reported listings; the rest stay", async () => {
    const fresh = await listing(10);
    await listing(61); // expired
    await listing(1, { published: false });
    await listing(1, { open_report_count: 3 });
    const twiceReported = await listing(1, { open_report_count: 2 });
    expect(await searchIds()).toEqual([fresh, twiceReported]);
    const count = await app.client().get("/api/properties/count").expect(200);
    expect(count.body).toEqual({ total: 2 });
  });

  it("keeps an expired listing's page, marked expired; an unpublished one is 404", async () => {
    const expired = await listing(75);
    const unpublished = await listing(1, { published: false });
    const page = await app.client().get(`/api/properties/${expired}`).expect(200);
    expect(page.body).toMatchObject({ id: expired, freshness: "expired", published: true });
    expect(new Date(page.body.lastConfirmedAt).getTime()).toBeLessThan(daysFromNow(-74).getTime());
    const gone = await app.client().get(`/api/properties/${unpublished}`).expect(404);
    expect(gone.body.message).toBe("Property Not Found");
  });

  it("marks a listing reported by three people as under review", async () => {
    const id = await listing(1, { open_report_count: 3 });
    const page = await app.client().get(`/api/properties/${id}`).expect(200);
    expect(page.body).toMatchObject({ freshness: "fresh", underReview: true });
  });
});

describe("POST /api/properties/{id}/confirm (the owner's button)", () => {
  it("answers 401 signed out, 404 for an unknown listing, 403 for someone else's", async () => {
    const id = await listing(61);
    await app.client().post(`/api/properties/${id}/confirm`).expect(401);
    const c = app.client();
    await signUp(c);
    expect((await c.post("/api/properties/999999/confirm").expect(404)).body.message).toBe(
      "Property Not Found",
    );
    await c.post("/api/properties/abc/confirm").expect(404);
    const refused = await c.post(`/api/properties/${id}/confirm`).expect(403);
    expect(refused.body.message).toBe("You can only manage your own listings");
    expect(await searchIds()).toEqual([]);
  });

  it("confirms the owner's expired listing for another 60 days and puts it back in search", async () => {
    const c = app.client();
    const user = await signUp(c);
    const id = await listing(70, { owner_id: user.id });
    expect((await c.get(`/api/properties/${id}/can-manage`).expect(200)).body).toEqual({
      canManage: true,
    });
    const res = await c.post(`/api/properties/${id}/confirm`).expect(200);
    expect(res.body).toMatchObject({ propertyId: id, freshness: "fresh" });
    const expires = new Date(res.body.expiresAt).getTime();
    expect(Math.abs(expires - daysFromNow(60).getTime())).toBeLessThan(60_000);
    expect(await searchIds()).toEqual([id]);
  });

  it("lets the verified agent of the listing confirm it, and tells others they cannot", async () => {
    const c = app.client();
    const agentUser = await signUp(c);
    // Linked to the account, as an approval or a claim link does (decision 43).
    const agentId = await insertAgent(app, { user_id: agentUser.id });
    const id = await listing(65, { agent_id: agentId });
    await c.post(`/api/properties/${id}/confirm`).expect(200);
    const other = app.client();
    await signUp(other);
    expect((await other.get(`/api/properties/${id}/can-manage`).expect(200)).body).toEqual({
      canManage: false,
    });
    await app.client().get(`/api/properties/${id}/can-manage`).expect(401);
  });
});

describe("expire-listings and the confirm link", () => {
  it("mails the agent, else the owner, once per period, only when due; none without a contact", async () => {
    const owner = await signUp(app.client(), { firstName: "Abena", lastName: "Mensah" });
    const agentId = await insertAgent(app, { name: "Kojo Larbi", email: "kojo@agency.example" });
    await listing(62, { agent_id: agentId, owner_id: owner.id });
    await listing(55, { owner_id: owner.id, title: "Owner's flat" });
    await listing(40, { agent_id: agentId }); // 20 days left: not yet due
    await listing(70); // nobody to ask
    const freshness = app.application.services.listingFreshness;

    expect(await freshness.sendReminders()).toEqual({ expired: 2, mailed: 2, withoutContact: 1 });
    const mails = await outbox();
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      ["kojo@agency.example", owner.email].sort(),
    );
    const agentMail = mails.find((m) => m.recipient === "kojo@agency.example");
    expect(agentMail?.body).toContain("Hello Kojo Larbi,");
    expect(agentMail?.body).toContain("left the Ofie search results");
    expect(agentMail?.body).toMatch(/https:\/\/ofie\.example\/listings\/confirm\/[\w-]{43}\n/);
    const ownerMail = mails.find((m) => m.recipient === owner.email);
    expect(ownerMail?.subject).toBe(`Is "Owner's flat" still available?`);
    expect(ownerMail?.body).toContain("Hello Abena Mensah,");

    // Once per period: a second run mails nobody again.
    expect(await freshness.sendReminders()).toEqual({ expired: 2, mailed: 0, withoutContact: 1 });
    expect(await outbox()).toHaveLength(2);
    // Only hashes are stored.
    const rows = await app.sql<{ token_hash: string }>(
      "SELECT token_hash FROM listing_confirmations",
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token_hash)).not.toContain(tokenIn(agentMail?.body ?? ""));
  });

  it("opens the link without confirming; the POST confirms once, then the link is spent (404)", async () => {
    const agentId = await insertAgent(app, { email: "esi@agency.example" });
    const id = await listing(63, { agent_id: agentId });
    await app.application.services.listingFreshness.sendReminders();
    const token = tokenIn((await outbox())[0]?.body ?? "");

    const check = await app.client().get(`/api/listing-confirmations/${token}`).expect(200);
    expect(check.body).toMatchObject({ propertyId: id, freshness: "expired" });
    expect(await searchIds()).toEqual([]);

    const done = await app.client().post(`/api/listing-confirmations/${token}`).expect(200);
    expect(done.body).toMatchObject({ propertyId: id, freshness: "fresh" });
    expect(await searchIds()).toEqual([id]);

    const again = await app.client().post(`/api/listing-confirmations/${token}`).expect(404);
    expect(again.body.message).toContain("invalid or has already been used");
    await app.client().get(`/api/listing-confirmations/${token}`).expect(404);
    await app.client().get("/api/listing-confirmations/not-a-token").expect(404);
    await app
      .client()
      .post(`/api/listing-confirmations/${"a".repeat(43)}`)
      .expect(404);
  });

  it("answers the no-JavaScript form with a redirect to the listing, or back to the page when spent", async () => {
    const agentId = await insertAgent(app, { email: "yaw@agency.example" });
    const id = await listing(58, { agent_id: agentId });
    await app.application.services.listingFreshness.sendReminders();
    const token = tokenIn((await outbox())[0]?.body ?? "");
    const form = () =>
      app.client().post(`/api/listing-confirmations/${token}`).type("form").send("confirm=1");
    const first = await form().expect(303);
    expect(first.headers.location).toBe(`/properties/${id}?confirmed=1`);
    const second = await form().expect(303);
    expect(second.headers.location).toBe(`/listings/confirm/${token}`);
  });

  it("the owner's button also spends a mailed link", async () => {
    const c = app.client();
    const user = await signUp(c);
    const id = await listing(59, { owner_id: user.id });
    await app.application.services.listingFreshness.sendReminders();
    const token = tokenIn((await outbox())[0]?.body ?? "");
    await c.post(`/api/properties/${id}/confirm`).expect(200);
    await app.client().post(`/api/listing-confirmations/${token}`).expect(404);
  });
});

describe("approval of a listing submission", () => {
  it("starts the listing's first period: confirmed now, expiring after LISTING_TTL_DAYS", async () => {
    const [{ id }] = await app.sql<{ id: number }>(
      `INSERT INTO listing_submissions (title, description, price, listing_type, location, property_type,
         contact_name, contact_email)
       VALUES ('Garden flat', 'A garden flat near the Accra Mall with parking.', '3000', 'rent', 'Tetteh Quarshie, Accra',
         'apartment', 'Ama', 'ama@example.com') RETURNING id`,
    );
    const admin = app.client();
    await admin.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
    const decided = await admin
      .put(`/api/admin/listings/${id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const page = await app.client().get(`/api/properties/${decided.body.propertyId}`).expect(200);
    expect(page.body.freshness).toBe("fresh");
    const expires = new Date(page.body.expiresAt).getTime();
    expect(Math.abs(expires - daysFromNow(60).getTime())).toBeLessThan(60_000);
  });
});
