import { insertAgent, insertProperty } from "../support/fixtures.js";
import { outbox, SIGN_UP_SUBJECT } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  applicantClient,
  clearUploads,
  pngPhoto,
  submitApplication,
  submittedApplication,
} from "./agents-support.js";

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
/** An applicant's own address had its sign-up mail too, which is not these tests' business. */
const mailsTo = async (recipient: string) =>
  (await outbox(app, recipient)).filter((mail) => mail.subject !== SIGN_UP_SUBJECT);

describe("PUT /api/admin/agent-registrations/:id/status", () => {
  it("approves: a verified agent appears in the directory, linked to the applicant's account, who is mailed", async () => {
    const photo = await pngPhoto();
    const form = anApplication({ name: "Akua Sarpong", company: "Sankofa Homes" });
    const applicant = await applicantClient(app, form.email);
    const created = await submitApplication(applicant, form, photo).expect(201);
    await applicant.get("/api/agents/profile").expect(404);
    const admin = await adminClient(app);
    const res = await admin
      .put(`/api/admin/agent-registrations/${created.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    expect(res.body).toMatchObject({
      id: created.body.id,
      status: "approved",
      agentId: expect.any(Number),
      decidedAt: expect.any(String),
    });

    const agents = await app.client().get("/api/agents").expect(200);
    expect(agents.body).toEqual([
      {
        id: res.body.agentId,
        name: "Akua Sarpong",
        company: "Sankofa Homes",
        email: form.email,
        phone: form.phone,
        profileImage: created.body.profileImage,
        rating: "0.0",
        reviewCount: 0,
        propertiesSold: 0,
        bio: form.bio,
        isVerified: true,
        // The application's licence number is kept, but shown only once an admin checks it.
        licenseNumber: null,
        licenseCheckedAt: null,
        // No renter has asked about their listings yet (decision 101), nor booked a viewing (104).
        responseRate: null,
        viewingSignal: null,
      },
    ]);
    const [agentRow] = await app.sql<{ region: string; specialization: string }>(
      "SELECT region, specialization FROM agents",
    );
    expect(agentRow).toEqual({ region: "Greater Accra", specialization: "Residential Properties" });
    const [row] = await app.sql<{ agent_id: number; decided_at: Date | null }>(
      "SELECT agent_id, decided_at FROM agent_registrations",
    );
    expect(row.agent_id).toBe(res.body.agentId);
    expect(row.decided_at).not.toBeNull();
    const mails = await mailsTo(form.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your Ofie agent application has been approved");
    expect(mails[0].body).toContain("Verified");
    const profile = await applicant.get("/api/agents/profile").expect(200);
    expect(profile.body).toMatchObject({ id: res.body.agentId, name: "Akua Sarpong" });
  });

  it("attack: an application with an agent's e-mail (any case) or phone is flagged, approving it is 409, and the agent keeps its phone and listings", async () => {
    const agentId = await insertAgent(app, {
      email: "kofi.annan@sankofa.example",
      phone: "+233 20 555 0101",
      name: "Kofi Annan",
    });
    await insertProperty(app, { agent_id: agentId });
    const byEmail = await submitted({ email: "Kofi.Annan@Sankofa.example", name: "K. Annan" });
    const byPhone = await submitted({ phone: "020 555 0101", name: "Not Kofi" });
    const admin = await adminClient(app);
    const list = await admin.get("/api/admin/agent-registrations").expect(200);
    const matchesOf = (id: number) =>
      list.body.find((a: { id: number }) => a.id === id)?.matches as unknown[];
    expect(matchesOf(byEmail.id)).toEqual([
      { agentId, applicationId: null, name: "Kofi Annan", on: ["email"] },
    ]);
    expect(matchesOf(byPhone.id)).toEqual([
      { agentId, applicationId: null, name: "Kofi Annan", on: ["phone"] },
    ]);
    for (const { id } of [byEmail, byPhone]) {
      const refused = await admin
        .put(`/api/admin/agent-registrations/${id}/status`)
        .send({ status: "approved" })
        .expect(409);
      expect(refused.body.message).toMatch(
        new RegExp(`^This application matches agent #${agentId} \\(Kofi Annan\\) on (email|phone)`),
      );
    }
    const [agent] = await app.sql("SELECT name, phone, user_id FROM agents");
    expect(agent).toEqual({ name: "Kofi Annan", phone: "+233 20 555 0101", user_id: null });
    const [property] = await app.sql<{ agent_id: number }>("SELECT agent_id FROM properties");
    expect(property?.agent_id).toBe(agentId);
    expect(await app.sql("SELECT id FROM agents")).toHaveLength(1);
    const statuses = await app.sql<{ status: string }>("SELECT status FROM agent_registrations");
    expect(statuses.map((r) => r.status)).toEqual(["pending", "pending"]);
    await admin
      .put(`/api/admin/agent-registrations/${byEmail.id}/status`)
      .send({ status: "rejected", reason: "You are already registered as an agent on Ofie." })
      .expect(200);
  });

  it("flags two pending applications with one e-mail or phone to each other", async () => {
    const a = await submitted({ name: "Ama One", phone: "024 777 8888" });
    const b = await submitted({ name: "Ama Two", phone: "+233247778888" });
    const list = await (await adminClient(app)).get("/api/admin/agent-registrations").expect(200);
    expect(list.body.map((x: { matches: unknown }) => x.matches)).toEqual([
      [{ agentId: null, applicationId: a.id, name: "Ama One", on: ["phone"] }],
      [{ agentId: null, applicationId: b.id, name: "Ama Two", on: ["phone"] }],
    ]);
  });

  it("signed out, approved: the mail's claim link ties the agent to the account signed in when its button is pressed, once", async () => {
    const form = anApplication({ name: "Esi Quaye" });
    const sent = await submitApplication(app.client(), form).expect(201);
    const link = async (path: string) => {
      const rows = await mailsTo(form.email);
      const body = rows[rows.length - 1]?.body ?? "";
      return new RegExp(`/${path}/([\\w-]{43})`).exec(body)?.[1] as string;
    };
    await app
      .client()
      .post(`/api/agent-registration/verify/${await link("agent-registration/verify")}`)
      .send({})
      .expect(200);
    const admin = await adminClient(app);
    const decided = await admin
      .put(`/api/admin/agent-registrations/${sent.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const claim = await link("agents/claim");
    expect(claim).toMatch(/^[\w-]{43}$/);

    expect((await app.client().get(`/api/agent-claims/${claim}`).expect(200)).body).toEqual({
      agentId: decided.body.agentId,
      name: "Esi Quaye",
    });
    await app.client().post(`/api/agent-claims/${claim}`).send({}).expect(401);
    // The page's form signed out: to sign-in and back, the link unspent.
    const signedOut = await app.client().post(`/api/agent-claims/${claim}`).type("form").send({});
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.location).toBe(
      `/login?returnTo=${encodeURIComponent(`/agents/claim/${claim}`)}`,
    );
    const esi = await applicantClient(app);
    await esi.get("/api/agents/profile").expect(404);
    const pressed = await esi.post(`/api/agent-claims/${claim}`).type("form").send({}).expect(303);
    expect(pressed.headers.location).toBe("/manage-listings");
    const profile = await esi.get("/api/agents/profile").expect(200);
    expect(profile.body.id).toBe(decided.body.agentId);
    const other = await applicantClient(app);
    await other.post(`/api/agent-claims/${claim}`).send({}).expect(404);
    await other.get("/api/agents/profile").expect(404);
  });

  it("rejects with a reason: no agent is made, the reason is kept, audited and mailed to the applicant", async () => {
    const { id, email } = await submitted({ name: "Kwame Mensah" });
    const admin = await adminClient(app);
    const reason = "We could not verify your licence number.";
    const res = await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "rejected", reason: `  ${reason} ` })
      .expect(200);
    expect(res.body).toMatchObject({ status: "rejected", agentId: null, decisionReason: reason });
    expect(await app.sql("SELECT id FROM agents")).toHaveLength(0);
    const [row] = await app.sql("SELECT status, decision_reason FROM agent_registrations");
    expect(row).toEqual({ status: "rejected", decision_reason: reason });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Ofie agent application"]);
    expect(mails[0].body).toContain(reason);
    const [audit] = await app.sql("SELECT detail FROM admin_audit_log");
    expect(audit).toEqual({ detail: `Kwame Mensah; reason: ${reason}` });
  });

  it("answers 400 to a rejection without a reason (or with too short a one) and changes nothing", async () => {
    const { id, email } = await submitted();
    const admin = await adminClient(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "rejected" }, "Give a reason for rejecting: it is e-mailed to them"],
      [
        { status: "rejected", reason: "   " },
        "Give a reason for rejecting: it is e-mailed to them",
      ],
      [{ status: "rejected", reason: "no" }, "Reason must be at least 10 characters"],
      [{ status: "rejected", reason: "x".repeat(501) }, "Reason must be at most 500 characters"],
      [{ status: "rejected", reason: 42 }, "Reason must be text"],
      // The PostgreSQL server refuses a NUL in text: it answered 500 (the fuzz test's seed 361522489).
      [
        { status: "rejected", reason: "We could not verify your licence number. \u0000" },
        "reason must not contain NUL or unpaired surrogate characters",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin
        .put(`/api/admin/agent-registrations/${id}/status`)
        .send(body)
        .expect(400);
      expect(res.body.errors).toEqual({ reason: [message] });
    }
    const [row] = await app.sql(
      "SELECT status, decision_reason, decided_at FROM agent_registrations",
    );
    expect(row).toEqual({ status: "pending", decision_reason: null, decided_at: null });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await app.sql("SELECT id FROM admin_audit_log")).toHaveLength(0);
  });

  it("approves with an optional note, mailed with the approval", async () => {
    const { id, email } = await submitted();
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved", reason: "Welcome to Ofie, glad to have you." })
      .expect(200);
    const [row] = await app.sql("SELECT decision_reason FROM agent_registrations");
    expect(row).toEqual({ decision_reason: "Welcome to Ofie, glad to have you." });
    const [mail] = await mailsTo(email);
    expect(mail.body).toContain("A note from the Ofie team: Welcome to Ofie, glad to have you.");
  });

  it("answers 409 when the application was already decided, and changes nothing", async () => {
    const { id, email } = await submitted();
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const again = await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "rejected", reason: "Changed my mind about this one." })
      .expect(409);
    expect(again.body.message).toBe("This application was already approved");
    await admin
      .put(`/api/admin/agent-registrations/${id}/status`)
      .send({ status: "approved" })
      .expect(409);
    const [row] = await app.sql<{ status: string }>("SELECT status FROM agent_registrations");
    expect(row.status).toBe("approved");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("lets only one of two simultaneous decisions win", async () => {
    const { id } = await submitted();
    const admin = await adminClient(app);
    const decide = (status: string) =>
      admin.put(`/api/admin/agent-registrations/${id}/status`).send({ status });
    const results = await Promise.all([decide("approved"), decide("approved")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await app.sql("SELECT id FROM agents")).toHaveLength(1);
  });

  it("answers 400 for a status other than approved or rejected", async () => {
    const { id } = await submitted();
    const admin = await adminClient(app);
    for (const body of [{ status: "pending" }, { status: "yes" }, {}, { status: ["approved"] }]) {
      const res = await admin
        .put(`/api/admin/agent-registrations/${id}/status`)
        .send(body)
        .expect(400);
      expect(res.body.errors).toEqual({ status: ["Status must be approved or rejected"] });
    }
  });

  it("answers 404 for an unknown or impossible id", async () => {
    const admin = await adminClient(app);
    for (const id of ["999", "abc", "99999999999", "0", "-1"]) {
      await admin
        .put(`/api/admin/agent-registrations/${id}/status`)
        .send({ status: "approved" })
        .expect(404);
    }
  });
});
