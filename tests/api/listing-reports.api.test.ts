import { createHmac } from "node:crypto";
import type supertest from "supertest";
import {
  REPORTS_PER_ACCOUNT_PER_HOUR,
  REPORTS_PER_ADDRESS_PER_HOUR,
} from "../../src/modules/rate-limits/rate-limit-rules.js";
import { VISITOR } from "../../src/shared/actor.js";
import { anotherInstance, holdWrites } from "../support/another-instance.js";
import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const searchIds = async () =>
  ((await app.client().get("/api/properties?limit=100").expect(200)).body as { id: number }[]).map(
    (p) => p.id,
  );

async function adminClient() {
  const admin = app.client();
  await admin.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return admin;
}

/** A signed-in account; `verified`: it has proved its e-mail (set as the link would). */
async function account(verified: boolean): Promise<supertest.Agent> {
  const client = app.client();
  const { id } = await signUp(client);
  if (verified) await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
  return client;
}

const report = (client: supertest.Agent, id: number, reason = "scam") =>
  client.post(`/api/properties/${id}/reports`).send({ reason });

/** Three verified accounts report the listing: it leaves search. */
async function reportThrice(id: number) {
  for (const reason of ["scam", "let-or-sold", "duplicate"]) {
    await report(await account(true), id, reason).expect(201);
  }
}

describe("POST /api/properties/{id}/reports", () => {
  it("takes a report from any visitor, answering 201 without personal data", async () => {
    const id = await insertProperty(app);
    const res = await app
      .client()
      .post(`/api/properties/${id}/reports`)
      .send({ reason: "wrong-price", note: "  The rent is GH₵ 3,000, not 2,000.  " })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      propertyId: id,
      reason: "wrong-price",
      createdAt: expect.any(String),
    });
    const [row] = await app.sql<Record<string, unknown>>("SELECT * FROM listing_reports");
    expect(row).toMatchObject({ note: "The rent is GH₵ 3,000, not 2,000.", status: "open" });
    expect(row.reporter_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(row).sort()).toEqual([
      "closed_at",
      "counted",
      "created_at",
      "id",
      "note",
      "property_id",
      "reason",
      "reporter_hash",
      "status",
    ]);
    expect(row.counted).toBe(false);
  });

  it("validates with messages: a known reason, a note for 'other', at most 1000 characters", async () => {
    const id = await insertProperty(app);
    const c = app.client();
    const post = (body: unknown) => c.post(`/api/properties/${id}/reports`).send(body as object);
    expect((await post({}).expect(400)).body.errors).toEqual({
      reason: [
        "Choose a reason: Scam or fraud, Already let or sold, Wrong price, Duplicate listing or Something else",
      ],
    });
    expect((await post({ reason: "other", note: "   " }).expect(400)).body.errors).toEqual({
      note: ["Please tell us what is wrong with this listing"],
    });
    expect(
      (await post({ reason: "scam", note: "x".repeat(1001) }).expect(400)).body.errors,
    ).toEqual({ note: ["Note must be at most 1000 characters"] });
    expect((await post({ reason: "scam", note: 42 }).expect(400)).body.errors).toHaveProperty(
      "note",
    );
    await post({ reason: "other", note: "Photos are of a different house." }).expect(201);
    await app.client().post("/api/properties/999999/reports").send({ reason: "scam" }).expect(404);
    await app.client().post("/api/properties/x/reports").send({ reason: "scam" }).expect(404);
    const [{ n }] = await app.sql<{ n: string }>("SELECT count(*) AS n FROM listing_reports");
    expect(Number(n)).toBe(1);
  });

  it("attack: three anonymous reports from fresh cookie jars, or three unverified accounts, hide nothing", async () => {
    const id = await insertProperty(app);
    for (let i = 0; i < 3; i++) await report(app.client(), id).expect(201);
    for (let i = 0; i < 3; i++) await report(await account(false), id).expect(201);
    expect(await searchIds()).toEqual([id]);
    const [listing] = await app.sql<{ open_report_count: number }>(
      "SELECT open_report_count FROM properties WHERE id = $1",
      [id],
    );
    expect(listing?.open_report_count).toBe(0);
    const queue = await (await adminClient()).get("/api/admin/reports").expect(200);
    expect(queue.body).toEqual([
      expect.objectContaining({
        propertyId: id,
        countedReporters: 0,
        anonymousReports: 6,
        underReview: false,
      }),
    ]);
  });

  it("takes a listing out of search at three verified accounts; one account's second report counts once", async () => {
    const id = await insertProperty(app);
    const first = await account(true);
    await report(first, id).expect(201);
    await report(first, id, "duplicate").expect(201);
    await report(await account(true), id).expect(201);
    expect(await searchIds()).toEqual([id]);
    await report(await account(true), id).expect(201);
    expect(await searchIds()).toEqual([]);
    expect((await app.client().get("/api/properties/count")).body).toEqual({ total: 0 });
    const page = await app.client().get(`/api/properties/${id}`).expect(200);
    expect(page.body.underReview).toBe(true);
    const queue = await (await adminClient()).get("/api/admin/reports").expect(200);
    expect(queue.body[0]).toMatchObject({ countedReporters: 3, anonymousReports: 0 });
    expect(queue.body[0].reports).toHaveLength(4);
  });

  it(`refuses more than ${REPORTS_PER_ACCOUNT_PER_HOUR} reports an hour from one account and ${REPORTS_PER_ADDRESS_PER_HOUR} from one address (429), storing nothing more`, async () => {
    const id = await insertProperty(app);
    const reporter = await account(true);
    for (let i = 0; i < REPORTS_PER_ACCOUNT_PER_HOUR; i++) await report(reporter, id).expect(201);
    expect((await report(reporter, id).expect(429)).body.code).toBe("RATE_LIMITED");
    // The address allows others on; fresh visitors use up what it has left.
    for (let i = REPORTS_PER_ACCOUNT_PER_HOUR; i < REPORTS_PER_ADDRESS_PER_HOUR; i++) {
      await report(app.client(), id).expect(201);
    }
    await report(app.client(), id).expect(429);
    await report(await account(true), id).expect(429);
    const [{ n }] = await app.sql<{ n: string }>("SELECT count(*) AS n FROM listing_reports");
    expect(Number(n)).toBe(REPORTS_PER_ADDRESS_PER_HOUR);
  });
});

describe("the admin's moderation queue", () => {
  it("is behind the admin wall (401)", async () => {
    await app.client().get("/api/admin/reports").expect(401);
    await app.client().put("/api/admin/reports/1").send({ action: "dismiss" }).expect(401);
    const user = app.client();
    await signUp(user);
    await user.get("/api/admin/reports").expect(401);
  });

  it("lists open reports grouped by listing, most reporters first, with reasons and notes", async () => {
    const once = await insertProperty(app, { title: "Reported once" });
    const thrice = await insertProperty(app, { title: "Reported thrice" });
    await app
      .client()
      .post(`/api/properties/${once}/reports`)
      .send({ reason: "other", note: "Agent never answers." })
      .expect(201);
    await reportThrice(thrice);
    const queue = await (await adminClient()).get("/api/admin/reports").expect(200);
    expect(queue.body).toHaveLength(2);
    expect(queue.body[0]).toMatchObject({
      propertyId: thrice,
      title: "Reported thrice",
      countedReporters: 3,
      anonymousReports: 0,
      underReview: true,
    });
    expect(queue.body[0].reports.map((r: { reason: string }) => r.reason)).toEqual([
      "scam",
      "let-or-sold",
      "duplicate",
    ]);
    expect(queue.body[1]).toMatchObject({
      propertyId: once,
      countedReporters: 0,
      anonymousReports: 1,
      underReview: false,
      reports: [{ reason: "other", note: "Agent never answers.", counted: false }],
    });
  });

  it("dismiss closes the reports and the listing is back in search; then 409", async () => {
    const id = await insertProperty(app);
    await reportThrice(id);
    const admin = await adminClient();
    const res = await admin.put(`/api/admin/reports/${id}`).send({ action: "dismiss" }).expect(200);
    expect(res.body).toEqual({ propertyId: id, action: "dismiss", closed: 3, published: true });
    expect(await searchIds()).toEqual([id]);
    expect((await admin.get("/api/admin/reports")).body).toEqual([]);
    const again = await admin
      .put(`/api/admin/reports/${id}`)
      .send({ action: "dismiss" })
      .expect(409);
    expect(again.body.message).toBe("This listing has no open reports");
  });

  it("unpublish closes the reports and takes the listing down (its page 404)", async () => {
    const id = await insertProperty(app);
    await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(201);
    const admin = await adminClient();
    await admin.put(`/api/admin/reports/${id}`).send({ action: "unpublish" }).expect(200);
    expect(await searchIds()).toEqual([]);
    await app.client().get(`/api/properties/${id}`).expect(404);
    const rows = await app.sql<{ status: string }>("SELECT status FROM listing_reports");
    expect(rows).toEqual([{ status: "upheld" }]);
    await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(404);
  });

  it("answers 400 for an unknown action and 404 for an unknown listing, changing nothing", async () => {
    const id = await insertProperty(app);
    await reportThrice(id);
    const admin = await adminClient();
    const bad = await admin.put(`/api/admin/reports/${id}`).send({ action: "delete" }).expect(400);
    expect(bad.body.errors).toEqual({ action: ["Action must be dismiss or unpublish"] });
    await admin.put("/api/admin/reports/999999").send({ action: "dismiss" }).expect(404);
    await admin.put("/api/admin/reports/abc").send({ action: "dismiss" }).expect(404);
    expect(await searchIds()).toEqual([]);
  });
});

describe("two app processes taking their first reports at once", () => {
  it("end with one hashing secret, the stored one, so a reporter hashes the same on both", async () => {
    const [one, two] = await Promise.all([anotherInstance(app), anotherInstance(app)]);
    try {
      const ids = [await insertProperty(app), await insertProperty(app)];
      const held = await holdWrites(app, "settings");
      const reports = Promise.all(
        [one, two].map((instance, i) =>
          instance.services.listingReports.reportListing(
            ids[i] as number,
            { reason: "scam" },
            VISITOR,
            () => "visitor-1",
          ),
        ),
      );
      await held?.whenWaiting(2);
      await held?.release();
      await reports;
      const [{ value: secret }] = await app.sql<{ value: string }>(
        "SELECT value FROM settings WHERE key = 'reports.reporter_secret'",
      );
      const rows = await app.sql<{ property_id: number; reporter_hash: string }>(
        "SELECT property_id, reporter_hash FROM listing_reports ORDER BY id",
      );
      expect(rows.map((r) => r.reporter_hash).sort()).toEqual(
        ids.map((id) => hmac(secret, `${id}:visitor:visitor-1`)).sort(),
      );
    } finally {
      await one.close();
      await two.close();
    }
  });
});

function hmac(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("hex");
}
