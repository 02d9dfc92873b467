import { signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, clearUploads, submittedApplication } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.reset();
  clearUploads(app);
});

const submitted = (overrides?: Record<string, string>) => submittedApplication(app, overrides);

describe("the admin wall", () => {
  it("answers 401 to the list and the decision without an admin session, even when signed in", async () => {
    const { id } = await submitted();
    const visitor = app.client();
    const list = await visitor.get("/api/admin/agent-registrations").expect(401);
    expect(list.text).toContain("Unauthorized");
    await visitor
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved" })
      .expect(401);
    const user = app.client();
    await signUp(user);
    await user.get("/api/admin/agent-registrations").expect(401);
    await user
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved" })
      .expect(401);
    const [row] = await app.sql<{ status: string }>("SELECT status FROM agent_registrations");
    expect(row.status).toBe("pending");
  });
});

describe("GET /api/admin/agent-registrations", () => {
  it("lists every application newest first with id, status, createdAt and all fields", async () => {
    const first = await submitted({ name: "Efua Mensah" });
    const second = await submitted({ name: "Yaw Boateng" });
    await app.sql(
      "UPDATE agent_registrations SET created_at = now() - interval '1 day' WHERE id = $1",
      [first.id],
    );
    const admin = await adminClient(app);
    const res = await admin.get("/api/admin/agent-registrations").expect(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);
    expect(res.body[0]).toEqual({
      id: second.id,
      status: "pending",
      createdAt: expect.any(String),
      name: "Yaw Boateng",
      email: second.email,
      phone: second.phone,
      company: "Adinkra Realty",
      licenseNumber: "GREA-2024-0192",
      yearsExperience: 8,
      specialization: "Residential Properties",
      location: "Greater Accra",
      bio: expect.stringContaining("East Legon"),
      website: "https://adinkra-realty.example",
      profileImage: null,
      certifications: "Ghana Real Estate Professionals Association",
      languages: "English, Twi, Ga",
      agentId: null,
      decidedAt: null,
      decisionReason: null,
      userId: second.userId,
      confirmedAt: expect.any(String),
      matches: [],
    });
  });

  it("filters by status and refuses an unknown status with 400", async () => {
    const a = await submitted();
    await submitted();
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${a.id}/status`)
      .send({ status: "rejected", reason: "We could not verify your licence number." })
      .expect(200);
    const pending = await admin.get("/api/admin/agent-registrations?status=pending").expect(200);
    expect(pending.body).toHaveLength(1);
    const rejected = await admin.get("/api/admin/agent-registrations?status=rejected").expect(200);
    expect(rejected.body.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const bad = await admin.get("/api/admin/agent-registrations?status=maybe").expect(400);
    expect(bad.body.errors).toEqual({ status: ["Status must be pending, approved or rejected"] });
  });
});
