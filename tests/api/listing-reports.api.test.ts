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
import { outbox } from "../support/outbox.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

const UNPUBLISH_REASON =
  "Several people reported this listing as a scam, and we could not confirm it.";

let app: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each reporter can come from a network of their own (x-forwarded-for).
  app = await startTestApp(BEHIND_LOCAL_PROXY);
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

/** Where each client's requests come from; clients not named here share VISITORS_ADDRESS. */
const addresses = new WeakMap<supertest.Agent, string>();
const VISITORS_ADDRESS = "41.66.250.1";
let networks = 0;

/**
 * A signed-in account on a network of its own (or `address`); `verified`: it has proved its
 * e-mail (set as the link would) and is two days old, so its reports count (decision 82).
 */
async function account(
  verified: boolean,
  { address = `41.66.${++networks}.7` }: { address?: string } = {},
): Promise<supertest.Agent> {
  const client = app.client();
  addresses.set(client, address);
  const { id } = await signUp(client);
  if (verified) {
    await app.sql(
      "UPDATE users SET email_verified_at = now(), created_at = now() - interval '2 days' WHERE id = $1",
      [id],
    );
  }
  return client;
}

const report = (client: supertest.Agent, id: number, reason = "scam") =>
  client
    .post(`/api/properties/${id}/reports`)
    .set("x-forwarded-for", addresses.get(client) ?? VISITORS_ADDRESS)
    .send({ reason });

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
      "decision_reason",
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
    expect(res.body).toEqual({
      propertyId: id,
      action: "dismiss",
      closed: 3,
      published: true,
      ownerMailed: false,
    });
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
    const res = await admin
      .put(`/api/admin/reports/${id}`)
      .send({ action: "unpublish", reason: UNPUBLISH_REASON })
      .expect(200);
    // No agent and no owner: the reason is kept and audited, and no one is mailed.
    expect(res.body).toEqual({
      propertyId: id,
      action: "unpublish",
      closed: 1,
      published: false,
      ownerMailed: false,
    });
    expect(await searchIds()).toEqual([]);
    await app.client().get(`/api/properties/${id}`).expect(404);
    const rows = await app.sql("SELECT status, decision_reason FROM listing_reports");
    expect(rows).toEqual([{ status: "upheld", decision_reason: UNPUBLISH_REASON }]);
    expect(await outbox(app)).toEqual([]);
    await app.client().post(`/api/properties/${id}/reports`).send({ reason: "scam" }).expect(404);
  });

  it("attack (issue 32): unpublish without a reason is refused (400), changing and mailing nothing; with one, the owner is mailed it and it is audited", async () => {
    const owner = app.client();
    const { id: ownerId, email } = await signUp(owner, { firstName: "Efua" });
    await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [ownerId]);
    const id = await insertProperty(app, { title: "Osu flat", owner_id: ownerId });
    await report(await account(true), id).expect(201);
    const mailsBefore = await outbox(app);
    const admin = await adminClient();
    const unpublish = (body: object) => admin.put(`/api/admin/reports/${id}`).send(body);
    const required = { reason: ["Give a reason for unpublishing: it is e-mailed to the owner"] };
    expect((await unpublish({ action: "unpublish" }).expect(400)).body.errors).toEqual(required);
    expect(
      (await unpublish({ action: "unpublish", reason: " \n " }).expect(400)).body.errors,
    ).toEqual(required);
    expect(
      (await unpublish({ action: "unpublish", reason: "spam" }).expect(400)).body.errors,
    ).toEqual({ reason: ["Reason must be at least 10 characters"] });
    expect(
      (await unpublish({ action: "unpublish", reason: ["a reason of a list"] }).expect(400)).body
        .errors,
    ).toEqual({ reason: ["Reason must be text"] });
    expect(await searchIds()).toEqual([id]);
    expect(await app.sql("SELECT status, decision_reason FROM listing_reports")).toEqual([
      { status: "open", decision_reason: null },
    ]);
    expect(await outbox(app)).toEqual(mailsBefore);
    expect(await app.sql("SELECT id FROM admin_audit_log")).toEqual([]);

    const res = await unpublish({ action: "unpublish", reason: ` ${UNPUBLISH_REASON} ` }).expect(
      200,
    );
    expect(res.body).toMatchObject({ closed: 1, published: false, ownerMailed: true });
    expect(await searchIds()).toEqual([]);
    // Besides the confirmation of the owner's sign-up, one mail: this one.
    const [mail, ...more] = (await outbox(app, email)).filter(
      (m) => m.subject !== "Confirm your e-mail address for Ofie",
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your listing was unpublished: Osu flat");
    expect(mail?.body).toContain(`Hello Efua`);
    expect(mail?.body).toContain(`for this reason:\n\n${UNPUBLISH_REASON}\n`);
    expect(await app.sql("SELECT action, target_id, detail FROM admin_audit_log")).toEqual([
      {
        action: "listing_reports.unpublished",
        target_id: String(id),
        detail: `1 report closed; reason: ${UNPUBLISH_REASON}`,
      },
    ]);
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
            "127.0.0.1",
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
