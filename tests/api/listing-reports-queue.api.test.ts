import { createHmac } from "node:crypto";
import { VISITOR } from "../../src/shared/actor.js";
import { anotherInstance, holdWrites } from "../support/another-instance.js";
import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { outbox } from "../support/outbox.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";
import { reportHelpers, UNPUBLISH_REASON } from "./listing-reports-support.js";

// The admin's moderation queue of reported listings (decisions 13, 43, 83), and the hashing
// secret two processes agree on. Reporting itself is listing-reports.api.test.ts.

let app: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each reporter can come from a network of their own (x-forwarded-for).
  app = await startTestApp(BEHIND_LOCAL_PROXY);
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { searchIds, account, report, reportThrice, adminClient } = reportHelpers(() => app);

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
    expect(bad.body.errors).toEqual({
      action: ["Action must be dismiss, unpublish or confirm-fees"],
    });
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
