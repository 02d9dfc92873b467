import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { outbox } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, applyWithOwnAddress } from "./agents-support.js";

// Decision 100: an agent's Real Estate Agency Council licence is shown as checked only once an
// admin recorded the check; the admin alone records or withdraws it, audited.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const WITHDRAW_REASON = "The Real Estate Agency Council's register does not show this number.";
const licence = (id: number) => `/api/admin/agents/${id}/licence`;
const stored = (id: number) =>
  app.sql(
    "SELECT license_number, license_checked_at, license_checked_by FROM agents WHERE id = $1",
    [id],
  );

describe("the admin's record of a licence check", () => {
  it("is the admin's alone: a visitor and a signed-in user are refused (401), changing nothing", async () => {
    const id = await insertAgent(app, { license_number: "REAC-AG-0417" });
    const user = app.client();
    await signUp(user);
    for (const client of [app.client(), user]) {
      await client.get("/api/admin/agents").expect(401);
      await client.put(licence(id)).send({ action: "check" }).expect(401);
      await client
        .put(licence(id))
        .send({ action: "withdraw", reason: WITHDRAW_REASON })
        .expect(401);
    }
    expect(await stored(id)).toEqual([
      { license_number: "REAC-AG-0417", license_checked_at: null, license_checked_by: null },
    ]);
    expect(await app.sql("SELECT id FROM admin_audit_log")).toEqual([]);

    const admin = await adminClient(app);
    const list = (await admin.get("/api/admin/agents").expect(200)).body;
    expect(list).toEqual([
      {
        agentId: id,
        name: expect.any(String),
        company: "Adinkra Realty",
        email: expect.any(String),
        licenseNumber: "REAC-AG-0417",
        checkedAt: null,
        checkedBy: null,
      },
    ]);
  });

  it("validates what it is sent (400 with the field's message), knows its agents (404) and withdraws only a check (409)", async () => {
    const given = await insertAgent(app, { license_number: "REAC-AG-0417" });
    const none = await insertAgent(app);
    const admin = await adminClient(app);
    const put = (id: number | string, body: object) =>
      admin.put(`/api/admin/agents/${id}/licence`).send(body);

    expect((await put(given, {}).expect(400)).body.errors).toEqual({
      action: ["Action must be check or withdraw"],
    });
    expect((await put(given, { action: "verify" }).expect(400)).body.errors).toEqual({
      action: ["Action must be check or withdraw"],
    });
    expect(
      (await put(given, { action: "check", licenseNumber: "R".repeat(81) }).expect(400)).body
        .errors,
    ).toEqual({ licenseNumber: ["License number must be at most 80 characters"] });
    expect(
      (await put(given, { action: "check", licenseNumber: 417 }).expect(400)).body.errors,
    ).toEqual({ licenseNumber: ["License number must be text"] });
    // An agent who gave no number: the admin must say which number was checked.
    expect(
      (await put(none, { action: "check", licenseNumber: "  " }).expect(400)).body.errors,
    ).toEqual({
      licenseNumber: ["Enter the licence number you checked: this agent gave none"],
    });
    expect((await put(given, { action: "withdraw" }).expect(400)).body.errors).toEqual({
      reason: ["Give a reason for withdrawing the check: it is e-mailed to the agent"],
    });
    expect(
      (await put(given, { action: "withdraw", reason: "no" }).expect(400)).body.errors,
    ).toEqual({
      reason: ["Reason must be at least 10 characters"],
    });
    await put(999_999, { action: "check" }).expect(404);
    await put("abc", { action: "check" }).expect(404);
    await put(given, { action: "withdraw", reason: WITHDRAW_REASON }).expect(409);

    expect(await stored(given)).toEqual([
      { license_number: "REAC-AG-0417", license_checked_at: null, license_checked_by: null },
    ]);
    expect(await stored(none)).toEqual([
      { license_number: null, license_checked_at: null, license_checked_by: null },
    ]);
    expect(await app.sql("SELECT id FROM admin_audit_log")).toEqual([]);
    expect(await outbox(app)).toEqual([]);
  });
});

describe("an agent's licence as visitors see it", () => {
  it("says nothing of a number merely given; once checked, the directory, the agent's page and their listings show the date; withdrawn, it is gone and the agent is told why", async () => {
    const email = "yaw.darko@agents.example";
    const id = await insertAgent(app, { license_number: "REAC-AG-0417", email });
    const propertyId = await insertProperty(app, { agent_id: id });
    const seen = async () => {
      const page = (await app.client().get(`/api/agents/${id}`).expect(200)).body;
      const [listed] = (await app.client().get("/api/agents").expect(200)).body;
      const { agent } = (await app.client().get(`/api/properties/${propertyId}`).expect(200)).body;
      for (const other of [listed, agent]) {
        expect(other).toMatchObject({
          licenseNumber: page.licenseNumber,
          licenseCheckedAt: page.licenseCheckedAt,
        });
      }
      return { licenseNumber: page.licenseNumber, licenseCheckedAt: page.licenseCheckedAt };
    };
    expect(await seen()).toEqual({ licenseNumber: null, licenseCheckedAt: null });

    const admin = await adminClient(app);
    const checked = (await admin.put(licence(id)).send({ action: "check" }).expect(200)).body;
    expect(checked).toMatchObject({
      agentId: id,
      licenseNumber: "REAC-AG-0417",
      checkedAt: expect.any(String),
      checkedBy: expect.stringMatching(/^admin#/),
    });
    expect(await seen()).toEqual({
      licenseNumber: "REAC-AG-0417",
      licenseCheckedAt: checked.checkedAt,
    });

    // A later check may record the number the admin found on the Council's register.
    await admin
      .put(licence(id))
      .send({ action: "check", licenseNumber: " REAC-AG-0418 " })
      .expect(200);
    expect((await seen()).licenseNumber).toBe("REAC-AG-0418");

    await admin
      .put(licence(id))
      .send({ action: "withdraw", reason: ` ${WITHDRAW_REASON} ` })
      .expect(200);
    expect(await seen()).toEqual({ licenseNumber: null, licenseCheckedAt: null });
    // The number given stays, for a later check.
    expect(await stored(id)).toEqual([
      { license_number: "REAC-AG-0418", license_checked_at: null, license_checked_by: null },
    ]);
    const [mail, ...more] = await outbox(app, email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your licence on Ofie is no longer shown as checked");
    expect(mail?.body).toContain(WITHDRAW_REASON);
    expect(
      await app.sql(
        "SELECT action, target_type, target_id, detail FROM admin_audit_log ORDER BY id",
      ),
    ).toEqual([
      expect.objectContaining({
        action: "agent.licence_checked",
        target_type: "agent",
        target_id: String(id),
      }),
      expect.objectContaining({
        action: "agent.licence_checked",
        detail: expect.stringContaining("REAC-AG-0418"),
      }),
      expect.objectContaining({
        action: "agent.licence_check_withdrawn",
        detail: expect.stringContaining(WITHDRAW_REASON),
      }),
    ]);
  });

  it("carries the number an approved application gave onto the agent, unchecked", async () => {
    const { sent } = await applyWithOwnAddress(app, { licenseNumber: "REAC-AG-2024-0192" });
    const admin = await adminClient(app);
    const { agentId } = (
      await admin
        .put(`/api/admin/agent-registrations/${sent.id}/status`)
        .send({ status: "approved" })
        .expect(200)
    ).body;
    expect((await admin.get("/api/admin/agents").expect(200)).body).toEqual([
      expect.objectContaining({ agentId, licenseNumber: "REAC-AG-2024-0192", checkedAt: null }),
    ]);
    expect((await app.client().get(`/api/agents/${agentId}`).expect(200)).body).toMatchObject({
      isVerified: true,
      licenseNumber: null,
      licenseCheckedAt: null,
    });
  });

  it("answers 404 for an agent that does not exist, and leaves /api/agents/profile its own", async () => {
    await app.client().get("/api/agents/999999").expect(404);
    await app.client().get("/api/agents/abc").expect(404);
    await app.client().get("/api/agents/999999/reported-fees").expect(404);
    await app.client().get("/api/agents/profile").expect(401);
  });
});
