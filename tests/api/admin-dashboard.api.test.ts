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
  "/api/admin/lead-groups",
  "/api/admin/lead-groups?page=2",
  "/api/admin/recent-properties",
  "/api/admin/users",
  "/api/admin/viewings",
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
      // The inquiry is the one lead: the Leads tab's total.
      totalLeads: 1,
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

  it("groups leads by listing and day with counts per source, 20 groups a page, with totals (issue 18)", async () => {
    const a = await insertProperty(app, { title: "Airport Hills villa" });
    const b = await insertProperty(app, { title: "Osu flat" });
    const c = await insertProperty(app, { title: "Tema plot" });
    const click = (propertyId: number, channel: string, at: string) =>
      app.sql("INSERT INTO contact_clicks (property_id, channel, created_at) VALUES ($1, $2, $3)", [
        propertyId,
        channel,
        at,
      ]);
    // Nine days (20 back to 12 November) × three listings of WhatsApp clicks; e-mail clicks on A.
    for (let d = 0; d < 9; d++) {
      const at = `2026-11-${String(20 - d).padStart(2, "0")}T10:00:00Z`;
      for (const id of [a, b, c]) await click(id, "whatsapp", at);
      await click(a, "email", at);
    }
    await click(b, "whatsapp", "2026-11-20T23:59:00Z");
    await click(b, "whatsapp", "2026-11-20T00:00:00Z");
    const user = app.client();
    await signUp(user);
    await user
      .post("/api/inquiries")
      .send({ name: "I", email: "inq@example.com", message: "Hello", propertyId: a })
      .expect(201);
    await app.client().post("/api/newsletter/subscribe").send({ email: "news@example.com" });

    const admin = await adminClient();
    const first = await admin.get("/api/admin/lead-groups").expect(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, totalGroups: 29, totalLeads: 40 });
    expect(first.body.groups).toHaveLength(20);
    // Newest day first: today's inquiry on A and the newsletter sign-up (no listing).
    const today = first.body.groups[0].day;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.body.groups.slice(0, 2)).toEqual([
      {
        day: today,
        propertyId: a,
        propertyTitle: "Airport Hills villa",
        hostelId: null,
        hostelName: null,
        counts: { newsletter: 0, contact: 0, inquiry: 1, whatsapp: 0, call: 0, "email-click": 0 },
        total: 1,
      },
      {
        day: today,
        propertyId: null,
        propertyTitle: null,
        hostelId: null,
        hostelName: null,
        counts: { newsletter: 1, contact: 0, inquiry: 0, whatsapp: 0, call: 0, "email-click": 0 },
        total: 1,
      },
    ]);
    // 20 November: B's three clicks (midnight to 23:59 is one day) before A's two, before C's one.
    expect(
      first.body.groups
        .filter((g: { day: string }) => g.day === "2026-11-20")
        .map((g: { propertyTitle: string; counts: Record<string, number> }) => [
          g.propertyTitle,
          g.counts.whatsapp,
          g.counts["email-click"],
        ]),
    ).toEqual([
      ["Osu flat", 3, 0],
      ["Airport Hills villa", 1, 1],
      ["Tema plot", 1, 0],
    ]);

    const second = await admin.get("/api/admin/lead-groups?page=2").expect(200);
    expect(second.body).toMatchObject({ page: 2, totalGroups: 29, totalLeads: 40 });
    expect(second.body.groups).toHaveLength(9);
    const key = (g: { day: string; propertyId: number }) => `${g.day} ${g.propertyId}`;
    const seen = new Set(first.body.groups.map(key));
    expect(second.body.groups.filter((g: never) => seen.has(key(g)))).toEqual([]);
    expect(second.body.groups.at(-1)).toMatchObject({ day: "2026-11-12" });
    const past = await admin.get("/api/admin/lead-groups?page=3").expect(200);
    expect(past.body).toMatchObject({ groups: [], page: 3, totalGroups: 29, totalLeads: 40 });
    for (const page of ["0", "abc", "-1", "1.5"]) {
      const bad = await admin.get(`/api/admin/lead-groups?page=${page}`).expect(400);
      expect(bad.body.errors).toEqual({ page: ["Page must be a whole number from 1"] });
    }
    // Spec §7's list stays as it was.
    await admin.get("/api/admin/leads").expect(200);
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
      // Spec §3's recent property, plus the currency its price is in (decision 12) and what
      // its price is for (decision 90).
      [
        "createdAt",
        "id",
        "listingType",
        "location",
        "price",
        "priceCurrency",
        "rentPeriod",
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
