import {
  REPORTS_PER_ACCOUNT_PER_HOUR,
  REPORTS_PER_ADDRESS_PER_HOUR,
} from "../../src/modules/rate-limits/rate-limit-rules.js";
import { insertProperty } from "../support/fixtures.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";
import { reportHelpers, VISITORS_ADDRESS } from "./listing-reports-support.js";

// Reporting a listing (decisions 13, 43, 82): who may, and whose reports take it out of search.
// The admin's queue is listing-reports-queue.api.test.ts.

let app: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each reporter can come from a network of their own (x-forwarded-for).
  app = await startTestApp(BEHIND_LOCAL_PROXY);
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { searchIds, account, report, reportThrice, adminClient } = reportHelpers(() => app);

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
      "decision_reason",
      "fee_amount",
      "fee_kind",
      "id",
      "mailbox_hash",
      "network_hash",
      "note",
      "property_id",
      "reason",
      "reporter_hash",
      "status",
    ]);
    // A visitor has no mailbox; the network is hashed, never stored.
    expect(row.mailbox_hash).toBeNull();
    expect(row.network_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("41.66");
    expect(row.counted).toBe(false);
  });

  it("validates with messages: a known reason, a note for 'other', at most 1000 characters", async () => {
    const id = await insertProperty(app);
    const c = app.client();
    const post = (body: unknown) => c.post(`/api/properties/${id}/reports`).send(body as object);
    expect((await post({}).expect(400)).body.errors).toEqual({
      reason: [
        "Choose a reason: Scam or fraud, Already let or sold, Wrong price, Duplicate listing, I was asked for a fee not shown here or Something else",
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

  it("attack (issue 32): accounts of one mailbox, as an upgrade found them (mallory+1@, +2@, +3@), each verified, count once", async () => {
    const id = await insertProperty(app);
    const mallory = [];
    for (const n of [1, 2, 3]) {
      const client = await account(true);
      // Accounts from before mailbox keys: the migration kept all three, keyed apart.
      await app.sql(
        `UPDATE users SET email = $1, email_key = 'mallory@example.com#' || id
          WHERE id = (SELECT max(id) FROM users)`,
        [`mallory+${n}@example.com`],
      );
      mallory.push(client);
    }
    for (const client of mallory) await report(client, id).expect(201);
    expect(await searchIds()).toEqual([id]);
    const queue = await (await adminClient()).get("/api/admin/reports").expect(200);
    expect(queue.body[0]).toMatchObject({ countedReporters: 1, underReview: false });
  });

  it("attack (issue 32): three mailboxes from one network count once; from a fresh account, not at all", async () => {
    const id = await insertProperty(app);
    for (const host of [10, 20, 30]) {
      await report(await account(true, { address: `102.176.4.${host}` }), id).expect(201);
    }
    const fresh = await account(true);
    await app.sql("UPDATE users SET created_at = now() WHERE id = (SELECT max(id) FROM users)");
    await report(fresh, id).expect(201);
    expect(await searchIds()).toEqual([id]);
    const [listing] = await app.sql<{ open_report_count: number }>(
      "SELECT open_report_count FROM properties WHERE id = $1",
      [id],
    );
    expect(listing?.open_report_count).toBe(1);
  });

  it("attack (issue 32): after the admin dismisses, the same three report again and the listing stays; three new people hide it", async () => {
    const id = await insertProperty(app);
    const three = [await account(true), await account(true), await account(true)];
    for (const client of three) await report(client, id).expect(201);
    expect(await searchIds()).toEqual([]);
    await (await adminClient())
      .put(`/api/admin/reports/${id}`)
      .send({ action: "dismiss" })
      .expect(200);
    expect(await searchIds()).toEqual([id]);
    for (const client of three) await report(client, id).expect(201);
    expect(await searchIds()).toEqual([id]);
    await reportThrice(id);
    expect(await searchIds()).toEqual([]);
  });

  it(`refuses more than ${REPORTS_PER_ACCOUNT_PER_HOUR} reports an hour from one account and ${REPORTS_PER_ADDRESS_PER_HOUR} from one address (429), storing nothing more`, async () => {
    const id = await insertProperty(app);
    const reporter = await account(true, { address: VISITORS_ADDRESS });
    for (let i = 0; i < REPORTS_PER_ACCOUNT_PER_HOUR; i++) await report(reporter, id).expect(201);
    expect((await report(reporter, id).expect(429)).body.code).toBe("RATE_LIMITED");
    // The address allows others on; fresh visitors use up what it has left.
    for (let i = REPORTS_PER_ACCOUNT_PER_HOUR; i < REPORTS_PER_ADDRESS_PER_HOUR; i++) {
      await report(app.client(), id).expect(201);
    }
    await report(app.client(), id).expect(429);
    await report(await account(true, { address: VISITORS_ADDRESS }), id).expect(429);
    const [{ n }] = await app.sql<{ n: string }>("SELECT count(*) AS n FROM listing_reports");
    expect(Number(n)).toBe(REPORTS_PER_ADDRESS_PER_HOUR);
  });
});
