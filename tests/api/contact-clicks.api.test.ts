import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const clicks = () => app.sql<Record<string, unknown>>("SELECT * FROM contact_clicks ORDER BY id");

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
    // The table has no column that could hold who clicked.
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["agent_id", "channel", "created_at", "id", "property_id"].sort(),
    );
    expect(rows[1]).toMatchObject({ property_id: id, agent_id: agentId });
  });

  it("answers 400 for a bad channel and 404 for an unknown listing, storing nothing", async () => {
    const id = await insertProperty(app);
    const bad = await app
      .client()
      .post(`/api/properties/${id}/contact-clicks`)
      .send({ channel: "telegram" })
      .expect(400);
    expect(bad.body.errors).toEqual({ channel: ["Channel must be whatsapp or email"] });
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

describe("contact clicks as admin leads", () => {
  it("lists them in GET /api/admin/leads with their source, listing and agent, and counts every source", async () => {
    const agentId = await insertAgent(app, { name: "Kofi Agyeman" });
    const id = await insertProperty(app, { agent_id: agentId, title: "Labone flat" });
    await app.client().post(`/api/properties/${id}/contact-clicks`).send({ channel: "whatsapp" });
    await app.client().post(`/api/properties/${id}/contact-clicks`).send({ channel: "email" });
    await app.client().post(`/api/agents/${agentId}/contact-clicks`).send({ channel: "whatsapp" });
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
      "email-click": 1,
    });
    await app.client().get("/api/admin/lead-counts").expect(401);
  });
});
