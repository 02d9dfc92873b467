import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, applyWithOwnAddress } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

interface Entry {
  id: number;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  detail: string | null;
}

const listingForm = AHODWO_LISTING;

async function aSubmission(): Promise<number> {
  let req = app.client().post("/api/listings");
  for (const [k, v] of Object.entries(listingForm)) req = req.field(k, v);
  return (await req.expect(201)).body.id;
}

async function anApplicationId(name = "Kwame Owusu"): Promise<number> {
  return (await applyWithOwnAddress(app, { name })).sent.id;
}

async function reported(): Promise<number> {
  const id = await insertProperty(app);
  await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(201);
  return id;
}

const logOf = async (admin: Awaited<ReturnType<typeof adminClient>>, page?: number) =>
  (await admin.get(`/api/admin/audit-log${page ? `?page=${page}` : ""}`).expect(200)).body as {
    entries: Entry[];
    page: number;
    pageSize: number;
    total: number;
  };

describe("GET /api/admin/audit-log", () => {
  it("answers 401 without the admin session, even to a signed-in user", async () => {
    await app.client().get("/api/admin/audit-log").expect(401);
    const user = app.client();
    await signUp(user);
    await user.get("/api/admin/audit-log").expect(401);
  });

  it("records who, when and what for every admin decision of the dashboard, newest first", async () => {
    const admin = await adminClient(app);
    const approved = await anApplicationId("Efua Mensah");
    const rejected = await anApplicationId("Yaw Boateng");
    const published = await aSubmission();
    const refused = await aSubmission();
    const dismissed = await reported();
    const unpublished = await reported();
    const before = Date.now();

    const decide = (url: string, body: object) => admin.put(url).send(body).expect(200);
    await decide(`/api/admin/agent-registrations/${approved}/status`, { status: "approved" });
    await decide(`/api/admin/agent-registrations/${rejected}/status`, {
      status: "rejected",
      reason: "We could not verify your licence number.",
    });
    await decide(`/api/admin/listings/${published}/status`, { status: "approved" });
    await decide(`/api/admin/listings/${refused}/status`, {
      status: "rejected",
      reason: "This property is already listed on Ofie.",
    });
    await decide(`/api/admin/reports/${dismissed}`, { action: "dismiss" });
    await decide(`/api/admin/reports/${unpublished}`, {
      action: "unpublish",
      reason: "This listing duplicates another one on Ofie.",
    });

    const log = await logOf(admin);
    expect(log).toMatchObject({ page: 1, pageSize: 20, total: 6 });
    const [propertyId] = (
      await app.sql<{ property_id: number }>(
        "SELECT property_id FROM listing_submissions WHERE id = $1",
        [published],
      )
    ).map((r) => r.property_id);
    expect(log.entries.map((e) => [e.action, e.targetType, e.targetId, e.detail])).toEqual([
      [
        "listing_reports.unpublished",
        "property",
        String(unpublished),
        "1 report closed; reason: This listing duplicates another one on Ofie.",
      ],
      ["listing_reports.dismissed", "property", String(dismissed), "1 report closed"],
      [
        "listing_submission.rejected",
        "listing_submission",
        String(refused),
        `"${listingForm.title}"; reason: This property is already listed on Ofie.`,
      ],
      [
        "listing_submission.approved",
        "listing_submission",
        String(published),
        `"${listingForm.title}"; published as property #${propertyId}`,
      ],
      [
        "agent_application.rejected",
        "agent_application",
        String(rejected),
        "Yaw Boateng; reason: We could not verify your licence number.",
      ],
      [
        "agent_application.approved",
        "agent_application",
        String(approved),
        expect.stringMatching(/^Efua Mensah; verified agent #\d+$/),
      ],
    ]);
    // One admin session, one tag: the shared password names no one, the tag tells sessions apart.
    const actors = new Set(log.entries.map((e) => e.actor));
    expect([...actors]).toEqual([expect.stringMatching(/^admin#[0-9a-f]{8}$/)]);
    const other = await adminClient(app);
    await other
      .put(`/api/admin/agent-registrations/${await anApplicationId()}/status`)
      .send({ status: "rejected", reason: "We could not verify your licence number." })
      .expect(200);
    const [newest] = (await logOf(other)).entries;
    expect(newest.actor).toMatch(/^admin#[0-9a-f]{8}$/);
    expect(actors.has(newest.actor)).toBe(false);
    for (const entry of log.entries) {
      expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("records nothing for a decision that did not happen (404, 409, 400)", async () => {
    const admin = await adminClient(app);
    const id = await anApplicationId();
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "rejected", reason: "We could not verify your licence number." });
    // Issue 18: a rejection without its reason is refused and leaves no entry.
    const other = await anApplicationId();
    await admin
      .put(`/api/admin/agent-registrations/${other}/status`)
      .send({ status: "rejected" })
      .expect(400);
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved" })
      .expect(409);
    await admin.put("/api/admin/listings/999/status").send({ status: "approved" }).expect(404);
    await admin.put("/api/admin/reports/999").send({ action: "dismiss" }).expect(404);
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "maybe" })
      .expect(400);
    expect((await logOf(admin)).entries.map((e) => e.action)).toEqual([
      "agent_application.rejected",
    ]);
  });

  it("writes the entry in the decision's transaction: no entry, no decision", async () => {
    const admin = await adminClient(app);
    const id = await anApplicationId();
    await app.sql(
      "ALTER TABLE admin_audit_log ADD CONSTRAINT audit_refuses CHECK (actor = 'nobody')",
    );
    try {
      const res = await admin
        .put(`/api/admin/agent-registrations/${id}/status`)
        .send({ status: "approved" });
      expect(res.status).toBe(500);
    } finally {
      await app.sql("ALTER TABLE admin_audit_log DROP CONSTRAINT audit_refuses");
    }
    const [row] = await app.sql<{ status: string; agent_id: number | null }>(
      "SELECT status, agent_id FROM agent_registrations WHERE id = $1",
      [id],
    );
    expect(row).toEqual({ status: "pending", agent_id: null });
    expect(await app.sql("SELECT id FROM agents")).toHaveLength(0);
    expect(await app.sql("SELECT id FROM admin_audit_log")).toHaveLength(0);
  });

  it("pages 20 at a time, newest first, and refuses a page that is not a whole number", async () => {
    const admin = await adminClient(app);
    await app.sql(
      `INSERT INTO admin_audit_log (at, actor, action, target_type, target_id, detail)
       SELECT now() - make_interval(mins => n), 'cli:ops', 'exchange_rate.set', 'exchange_rate', n::text, NULL
       FROM generate_series(1, 25) AS n`,
    );
    const first = await logOf(admin, 1);
    expect(first.total).toBe(25);
    expect(first.entries.map((e) => e.targetId)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    const second = await logOf(admin, 2);
    expect(second.entries.map((e) => e.targetId)).toEqual(["21", "22", "23", "24", "25"]);
    for (const bad of ["0", "-1", "1.5", "abc"]) {
      const res = await admin.get(`/api/admin/audit-log?page=${bad}`).expect(400);
      expect(res.body.errors).toEqual({ page: ["Page must be a whole number from 1"] });
    }
  });
});
