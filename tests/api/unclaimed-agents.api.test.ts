import { insertAgent } from "../support/fixtures.js";
import { outbox } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";

// Decision 73: the admin sees the approved agents no account holds yet, when each was mailed a
// claim link, and sends a fresh one.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

/** An agent approved before agents had accounts: its application approved, no account linked. */
async function unlinkedAgent(email: string, due = false) {
  const name = `Agent ${email}`;
  const agent = { id: await insertAgent(app, { name, email, claim_link_due: due }), name };
  const [{ id }] = await app.sql<{ id: number }>(
    `INSERT INTO agent_registrations (name, email, phone, company, specialization, location, bio,
                                      languages, status, agent_id, decided_at, confirmed_at)
     VALUES ($1, $2, '+233 20 765 4321', 'Asante Homes', 'Residential', 'Greater Accra',
             'Homes in Accra.', 'English', 'approved', $3, now(), now()) RETURNING id`,
    [agent.name, email, agent.id],
  );
  return { agent, applicationId: id };
}

it("lists each unclaimed agent with its claim link's date, and sends a fresh link", async () => {
  const { agent, applicationId } = await unlinkedAgent("kojo@asantehomes.example");
  const admin = await adminClient(app);
  const before = await admin.get("/api/admin/unclaimed-agents").expect(200);
  expect(before.body).toEqual([
    {
      agentId: agent.id,
      applicationId,
      name: agent.name,
      email: "kojo@asantehomes.example",
      linkSentAt: null,
    },
  ]);

  const sent = await admin
    .post(`/api/admin/agent-registrations/${applicationId}/claim-link`)
    .expect(200);
  expect(sent.body).toEqual({ email: "kojo@asantehomes.example" });
  const mails = await outbox(app, "kojo@asantehomes.example");
  expect(mails).toEqual([
    expect.objectContaining({ subject: "Link your Ofie agent profile to your account" }),
  ]);
  expect(mails[0]?.body).toMatch(/\/agents\/claim\/[\w-]{43}/);
  const after = await admin.get("/api/admin/unclaimed-agents").expect(200);
  expect(Date.parse(after.body[0].linkSentAt)).toBeGreaterThan(Date.now() - 60_000);
});

it("mails the links an upgrade owes once, however often it is asked", async () => {
  await unlinkedAgent("owed@example.com", true);
  await unlinkedAgent("not-owed@example.com", false);
  const { agentLinks } = app.application.services;
  const runs = await Promise.all([agentLinks.mailDueClaimLinks(), agentLinks.mailDueClaimLinks()]);
  expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
  expect(await agentLinks.mailDueClaimLinks()).toBe(0);
  expect((await outbox(app)).map((mail) => mail.recipient)).toEqual(["owed@example.com"]);
});

it("is the admin's only: a visitor is refused, and a link for an unknown application is 404", async () => {
  await app.client().get("/api/admin/unclaimed-agents").expect(401);
  await app.client().post("/api/admin/agent-registrations/1/claim-link").expect(401);
  const admin = await adminClient(app);
  await admin.post("/api/admin/agent-registrations/999999/claim-link").expect(404);
  await admin.post("/api/admin/agent-registrations/not-a-number/claim-link").expect(404);
});
