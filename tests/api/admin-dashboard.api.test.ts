import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const ADMIN_READS = [
  "/api/admin/stats",
  "/api/admin/leads",
  "/api/admin/recent-properties",
  "/api/admin/users",
];

async function adminClient() {
  const c = app.client();
  await c.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return c;
}

describe("the admin wall", () => {
  it.each(ADMIN_READS)("%s answers 401 to a visitor and to a signed-in user", async (path) => {
    expect((await app.client().get(path).expect(401)).text).toContain("Unauthorized");
    const user = app.client();
    await signUp(user);
    await user.get(path).expect(401);
  });

  it("opens to the admin session and closes again at admin logout", async () => {
    const c = await adminClient();
    await c.get("/api/admin/stats").expect(200);
    await c.post("/api/admin/logout").expect(200);
    await c.get("/api/admin/stats").expect(401);
  });
});

describe("admin reads computed from real rows", () => {
  it("counts users, weekly sign-ups, properties, active listings, agents and inquiries", async () => {
    const user = app.client();
    await signUp(user);
    await signUp(app.client());
    await app.sql(
      "UPDATE users SET created_at = now() - interval '10 days' WHERE id = (SELECT min(id) FROM users)",
    );
    const agentId = await insertAgent(app);
    const id = await insertProperty(app, { agent_id: agentId });
    await insertProperty(app, { status: "sold" });
    await user
      .post("/api/inquiries")
      .send({ name: "Esi", email: "esi@example.com", message: "Viewing?", propertyId: id })
      .expect(201);
    const res = await (await adminClient()).get("/api/admin/stats").expect(200);
    expect(res.body).toEqual({
      totalUsers: 2,
      weeklySignups: 1,
      totalProperties: 2,
      activeListings: 1,
      totalAgents: 1,
      totalInquiries: 1,
      pendingInquiries: 1,
      monthlyRevenue: 0,
    });
  });

  it("lists leads from the newsletter, contact form and inquiries with their source", async () => {
    const user = app.client();
    await signUp(user);
    const id = await insertProperty(app, { title: "Dzorwulu office" });
    await app.client().post("/api/newsletter/subscribe").send({ email: "news@example.com" });
    await app
      .client()
      .post("/api/contact/submit")
      .send({ name: "C", email: "contact@example.com", message: "Hi", inquiryType: "buying" });
    await user
      .post("/api/inquiries")
      .send({ name: "I", email: "inq@example.com", message: "Hello", propertyId: id });
    const res = await (await adminClient()).get("/api/admin/leads").expect(200);
    const bySource = Object.fromEntries(res.body.map((l: { source: string }) => [l.source, l]));
    expect(bySource.newsletter).toMatchObject({ email: "news@example.com", status: "new" });
    expect(bySource.contact).toMatchObject({
      email: "contact@example.com",
      propertyInterest: "buying",
    });
    expect(bySource.inquiry).toMatchObject({
      email: "inq@example.com",
      propertyInterest: "Dzorwulu office",
      status: "new",
    });
  });

  it("sends the 5 most recent properties and the 10 newest users", async () => {
    for (let i = 0; i < 7; i++) await insertProperty(app, { title: `P${i}` });
    for (let i = 0; i < 12; i++) await signUp(app.client(), { firstName: `U${i}` });
    const c = await adminClient();
    const recent = await c.get("/api/admin/recent-properties").expect(200);
    expect(recent.body.map((p: { title: string }) => p.title)).toEqual([
      "P6",
      "P5",
      "P4",
      "P3",
      "P2",
    ]);
    expect(Object.keys(recent.body[0]).sort()).toEqual(
      // Spec §3's recent property, plus the currency its price is in (decision 12).
      [
        "createdAt",
        "id",
        "location",
        "price",
        "priceCurrency",
        "propertyType",
        "status",
        "title",
      ].sort(),
    );
    const users = await c.get("/api/admin/users").expect(200);
    expect(users.body).toHaveLength(10);
    expect(users.body[0].firstName).toBe("U11");
    expect(JSON.stringify(users.body)).not.toMatch(/password/i);
  });
});
