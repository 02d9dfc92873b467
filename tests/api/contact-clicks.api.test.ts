import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import { keptClicks } from "./contact-clicks-support.js";

// A press of WhatsApp, Call or e-mail on a listing, an agent or a hostel, kept as a lead for the
// admin. That a visitor counts once a day is contact-clicks-per-visitor.api.test.ts.

// Behind a trusted local proxy, so each test names the visitor's address in X-Forwarded-For;
// the clock is the test's, so a day can end.
let app: TestApp;
let clock: FakeClock;
beforeAll(async () => {
  clock = new FakeClock("2026-11-23T10:00:00.000Z");
  app = await startTestApp(BEHIND_LOCAL_PROXY, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { clicks, rowCount } = keptClicks(() => app);

describe("POST /api/properties/{id}/contact-clicks", () => {
  it("records a visitor's WhatsApp or e-mail click with the listing's agent and nothing personal", async () => {
    const agentId = await insertAgent(app);
    const id = await insertProperty(app, { agent_id: agentId });
    const signedIn = app.client();
    await signUp(signedIn);
    await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .send({ channel: "whatsapp" })
      .expect(204);
    await signedIn
      .post(`/api/properties/${id}/contact-clicks`)
      .set("User-Agent", "Mozilla/5.0 (Linux; Android 14)")
      .set("X-Forwarded-For", "41.66.1.2")
      .send({ channel: "email" })
      .expect(204, "");
    const rows = await clicks();
    expect(rows.map((r) => r.channel)).toEqual(["whatsapp", "email"]);
    // The table has no column that could hold who clicked: the visitor is a keyed hash.
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        "agent_id",
        "channel",
        "created_at",
        "day",
        "hostel_id",
        "id",
        "property_id",
        "visitor_hash",
      ].sort(),
    );
    expect(rows[1]).toMatchObject({ property_id: id, agent_id: agentId });
    expect(rows.map((r) => r.visitor_hash)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/41\.66|127\.0\.0\.1|Android/);
  });

  it("answers 400 for a bad channel and 404 for an unknown listing, storing nothing", async () => {
    const id = await insertProperty(app);
    const bad = await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .send({ channel: "telegram" })
      .expect(400);
    expect(bad.body.errors).toEqual({ channel: ["Channel must be whatsapp, email or call"] });
    await app.client().post(`/api/properties/${id}/contact-clicks`).send({}).expect(400);
    const missing = await app
      .client()
      .post("/api/properties/424242/contact-clicks")
      .send({ channel: "whatsapp" })
      .expect(404);
    expect(missing.body.message).toBe("Property Not Found");
    await app
      .client()
      .post("/api/properties/x1/contact-clicks")
      .send({ channel: "email" })
      .expect(404);
    expect(await clicks()).toEqual([]);
  });
});

describe("POST /api/agents/{id}/contact-clicks", () => {
  it("records a click from the agent directory, without a listing; 404 for an unknown agent", async () => {
    const agentId = await insertAgent(app);
    await app
      .client()
      .post(`/api/agents/${agentId}/contact-clicks`)
      .send({ channel: "whatsapp" })
      .expect(204);
    await app
      .client()
      .post("/api/agents/9999/contact-clicks")
      .send({ channel: "whatsapp" })
      .expect(404);
    expect(await clicks()).toEqual([
      expect.objectContaining({ property_id: null, agent_id: agentId, channel: "whatsapp" }),
    ]);
  });
});

describe("POST /api/student-hostels/{id}/contact-clicks (issue 33)", () => {
  const press = (id: number | string, address: string, channel: string) =>
    app
      .client()
      .post(`/api/student-hostels/${id}/contact-clicks`)
      .set("X-Forwarded-For", address)
      .send({ channel });

  it("counts a hostel's Call, WhatsApp and e-mail once per visitor, hostel and day", async () => {
    const hostel = await insertHostel(app, { name: "Bawaleshie Comfort Lodge" });
    const other = await insertHostel(app);
    for (const channel of ["call", "whatsapp", "call", "email"])
      await press(hostel, "41.66.1.2", channel).expect(204, "");
    await press(hostel, "41.66.1.3", "whatsapp").expect(204);
    await press(other, "41.66.1.2", "call").expect(204);
    expect(
      (await clicks()).map((r) => [r.hostel_id, r.property_id, r.agent_id, r.channel]),
    ).toEqual([
      [hostel, null, null, "call"],
      [hostel, null, null, "whatsapp"],
      [other, null, null, "call"],
    ]);
    // The next day in Accra the first visitor counts again.
    clock.advance(24 * 3600);
    await press(hostel, "41.66.1.2", "call").expect(204);
    expect(await rowCount()).toBe(4);
  });

  it("keeps one of ten presses sent at once", async () => {
    const hostel = await insertHostel(app);
    await Promise.all(Array.from({ length: 10 }, () => press(hostel, "41.66.1.2", "call")));
    expect(await rowCount()).toBe(1);
  });

  it("answers 404 for an unknown hostel and 400 for a bad channel, storing nothing", async () => {
    const hostel = await insertHostel(app);
    for (const id of ["999999", "0", "abc"]) {
      const res = await press(id, "41.66.1.2", "call");
      expect([id, res.status, res.body.message]).toEqual([id, 404, "Hostel Not Found"]);
    }
    await press(hostel, "41.66.1.2", "sms").expect(400);
    expect(await clicks()).toEqual([]);
  });

  it("shows hostel leads and calls in the admin's Leads, grouped under the hostel, and in the overview's total", async () => {
    const hostel = await insertHostel(app, { name: "Bawaleshie Comfort Lodge" });
    const id = await insertProperty(app, { title: "Labone flat" });
    await press(hostel, "41.66.1.2", "whatsapp").expect(204);
    await press(hostel, "41.66.1.3", "call").expect(204);
    await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .set("X-Forwarded-For", "41.66.1.2")
      .send({ channel: "call" })
      .expect(204);
    const admin = await adminClient(app);
    const leads = (await admin.get("/api/admin/leads").expect(200)).body;
    expect(leads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: "call", propertyInterest: "Bawaleshie Comfort Lodge" }),
        expect.objectContaining({
          source: "whatsapp",
          propertyInterest: "Bawaleshie Comfort Lodge",
        }),
        expect.objectContaining({ source: "call", propertyInterest: "Labone flat" }),
      ]),
    );
    const counts = (await admin.get("/api/admin/lead-counts").expect(200)).body;
    expect(counts).toMatchObject({ whatsapp: 1, call: 2, "email-click": 0 });
    const groups = (await admin.get("/api/admin/lead-groups").expect(200)).body;
    expect(groups.groups).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          propertyId: null,
          hostelId: hostel,
          hostelName: "Bawaleshie Comfort Lodge",
          total: 2,
          counts: expect.objectContaining({ whatsapp: 1, call: 1 }),
        }),
        expect.objectContaining({ propertyId: id, hostelId: null, total: 1 }),
      ]),
    );
    // The overview's figure is the Leads tab's total (issue 33: 0 inquiries beside 115 leads).
    const stats = (await admin.get("/api/admin/stats").expect(200)).body;
    expect(stats).toMatchObject({ totalInquiries: 0, totalLeads: 3 });
    expect(stats.totalLeads).toBe(groups.totalLeads);
  });
});

describe("contact clicks as admin leads", () => {
  it("lists them in GET /api/admin/leads with their source, listing and agent, and counts every source", async () => {
    const agentId = await insertAgent(app, { name: "Kofi Agyeman" });
    const id = await insertProperty(app, { agent_id: agentId, title: "Labone flat" });
    const from = (address: string) => ({ "X-Forwarded-For": address });
    await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .set(from("41.66.1.2"))
      .send({ channel: "whatsapp" });
    await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .set(from("41.66.1.3"))
      .send({ channel: "email" });
    await app
      .client()
      .post(`/api/agents/${agentId}/contact-clicks`)
      .set(from("41.66.1.2"))
      .send({ channel: "whatsapp" });
    await app.client().post("/api/newsletter/subscribe").send({ email: "news@example.com" });
    const admin = await adminClient(app);
    const leads = (await admin.get("/api/admin/leads").expect(200)).body;
    expect(leads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: null,
          source: "whatsapp",
          propertyInterest: "Labone flat",
          agentName: "Kofi Agyeman",
          status: "new",
        }),
        expect.objectContaining({
          email: null,
          source: "email-click",
          propertyInterest: "Labone flat",
        }),
        expect.objectContaining({
          source: "whatsapp",
          propertyInterest: null,
          agentName: "Kofi Agyeman",
        }),
      ]),
    );
    expect(leads).toHaveLength(4);
    const counts = await admin.get("/api/admin/lead-counts").expect(200);
    expect(counts.body).toEqual({
      newsletter: 1,
      contact: 0,
      inquiry: 0,
      whatsapp: 2,
      call: 0,
      "email-click": 1,
    });
    await app.client().get("/api/admin/lead-counts").expect(401);
  });
});
