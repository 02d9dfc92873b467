import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { outbox } from "../support/outbox.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";
import { reportHelpers } from "./listing-reports-support.js";

// Decision 100: "I was asked for a fee not shown here", with the fee's kind and GH₵ amount; the
// agent's page counts such reports only once the team upheld them.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(BEHIND_LOCAL_PROXY);
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { account, adminClient } = reportHelpers(() => app);

const rental = (agentId: number) =>
  insertProperty(app, {
    agent_id: agentId,
    listing_type: "rent",
    rent_period: "month",
    price: "4000",
  });

let networks = 0;
/** A report from a person on a network of their own. */
const reportFrom = (client: supertest.Agent, id: number, body: object) =>
  client
    .post(`/api/properties/${id}/reports`)
    .set("x-forwarded-for", `41.77.${++networks}.9`)
    .send(body);
const feesOf = async (agentId: number) =>
  (await app.client().get(`/api/agents/${agentId}/reported-fees`).expect(200)).body;
const fee = (kind: string, amount: string | number) => ({
  reason: "fee-not-shown",
  feeKind: kind,
  feeAmount: amount,
});

describe("reporting a fee not shown", () => {
  it("needs the fee's kind and a GH₵ amount for that reason only (400 with messages, nothing stored)", async () => {
    const id = await insertProperty(app);
    const post = (body: object) => reportFrom(app.client(), id, body);
    expect((await post({ reason: "fee-not-shown" }).expect(400)).body.errors).toEqual({
      feeKind: ["Choose the kind of fee: Viewing fee, Commission, Another fee"],
      feeAmount: ["Enter the amount you were asked for in GH₵, e.g. 50"],
    });
    expect((await post(fee("bribe", "50")).expect(400)).body.errors).toEqual({
      feeKind: ["Choose the kind of fee: Viewing fee, Commission, Another fee"],
    });
    for (const amount of ["0", "-5", "abc", "50.123", "123456789", "", 0, -1, [50]]) {
      expect((await post(fee("viewing", amount as string)).expect(400)).body.errors).toEqual({
        feeAmount: ["Enter the amount you were asked for in GH₵, e.g. 50"],
      });
    }
    expect(await app.sql("SELECT id FROM listing_reports")).toEqual([]);

    // Typed as a number or as text with spaces, it is the same amount.
    const sent = await post(fee("viewing", 50)).expect(201);
    expect(sent.body).toEqual({
      id: expect.any(Number),
      propertyId: id,
      reason: "fee-not-shown",
      feeKind: "viewing",
      feeAmount: "50",
      createdAt: expect.any(String),
    });
    await post({
      ...fee("commission", " 1200.50 "),
      note: "Two months' rent as commission.",
    }).expect(201);
    // Another reason carries no fee, whatever the form still held.
    await post({ reason: "wrong-price", feeKind: "viewing", feeAmount: "abc" }).expect(201);
    expect(
      await app.sql("SELECT reason, fee_kind, fee_amount FROM listing_reports ORDER BY id"),
    ).toEqual([
      { reason: "fee-not-shown", fee_kind: "viewing", fee_amount: "50.00" },
      { reason: "fee-not-shown", fee_kind: "commission", fee_amount: "1200.50" },
      { reason: "wrong-price", fee_kind: null, fee_amount: null },
    ]);
  });
});

describe("an agent's reported fees", () => {
  it("count only once the admin upholds them: open or dismissed reports count for nothing", async () => {
    const agentId = await insertAgent(app, { email: "kwame.asante@agents.example" });
    const [first, second, third] = [
      await rental(agentId),
      await rental(agentId),
      await rental(agentId),
    ];
    await reportFrom(await account(true), first, fee("viewing", "50")).expect(201);
    await reportFrom(await account(false), first, { reason: "scam" }).expect(201);
    await reportFrom(app.client(), second, fee("viewing", "60")).expect(201);
    await reportFrom(app.client(), third, fee("viewing", "500")).expect(201);
    expect(await feesOf(agentId)).toEqual({ agentId, fees: [] });

    const admin = await adminClient();
    const confirmed = await admin
      .put(`/api/admin/reports/${first}`)
      .send({ action: "confirm-fees" })
      .expect(200);
    expect(confirmed.body).toEqual({
      propertyId: first,
      action: "confirm-fees",
      closed: 1,
      published: true,
      ownerMailed: true,
    });
    expect(await feesOf(agentId)).toEqual({
      agentId,
      fees: [{ kind: "viewing", reports: 1, typicalAmount: 50, rentalsOnly: true }],
    });
    // The listing stays up, and its other report waits for a decision of its own.
    await app.client().get(`/api/properties/${first}`).expect(200);
    const queue = (await admin.get("/api/admin/reports").expect(200)).body;
    expect(queue.map((l: { propertyId: number }) => l.propertyId).sort()).toEqual(
      [first, second, third].sort(),
    );
    const [mail] = (await outbox(app, "kwame.asante@agents.example")).filter((m) =>
      m.subject.startsWith("A fee not shown on your listing"),
    );
    expect(mail?.body).toContain("Viewing fee: GH₵50");
    expect(await app.sql("SELECT action, target_id FROM admin_audit_log")).toEqual([
      { action: "listing_reports.fees_confirmed", target_id: String(first) },
    ]);

    await admin.put(`/api/admin/reports/${third}`).send({ action: "dismiss" }).expect(200);
    await admin.put(`/api/admin/reports/${second}`).send({ action: "confirm-fees" }).expect(200);
    expect(await feesOf(agentId)).toEqual({
      agentId,
      // The median of GH₵50 and GH₵60; the dismissed GH₵500 is not among them.
      fees: [{ kind: "viewing", reports: 2, typicalAmount: 55, rentalsOnly: true }],
    });
  });

  it("are upheld by the admin alone (401), only where open fee reports are (409), on a listing that exists (404)", async () => {
    const agentId = await insertAgent(app);
    const id = await rental(agentId);
    await reportFrom(app.client(), id, fee("viewing", "50")).expect(201);
    const user = app.client();
    await signUp(user);
    for (const client of [app.client(), user]) {
      await client.put(`/api/admin/reports/${id}`).send({ action: "confirm-fees" }).expect(401);
    }
    expect(await app.sql("SELECT status FROM listing_reports")).toEqual([{ status: "open" }]);
    expect(await feesOf(agentId)).toEqual({ agentId, fees: [] });

    const admin = await adminClient();
    await admin.put("/api/admin/reports/999999").send({ action: "confirm-fees" }).expect(404);
    await admin.put(`/api/admin/reports/${id}`).send({ action: "confirm-fees" }).expect(200);
    await admin.put(`/api/admin/reports/${id}`).send({ action: "confirm-fees" }).expect(409);
    const other = await rental(agentId);
    await reportFrom(app.client(), other, { reason: "duplicate" }).expect(201);
    await admin.put(`/api/admin/reports/${other}`).send({ action: "confirm-fees" }).expect(409);
    expect(
      (await admin.put(`/api/admin/reports/${other}`).send({ action: "verify" }).expect(400)).body
        .errors,
    ).toHaveProperty("action");
  });
});
