import { signUp } from "../support/builders.js";
import { outbox } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  adminClient,
  anApplication,
  applicantClient,
  clearUploads,
  pressApplicationLink,
  submitApplication,
} from "./agents-support.js";

// Issue 32 (decision 85): an application reaches the admin only with a proved address. Signed in,
// that is the account's own verified mailbox; any other address is mailed a link first, as a
// signed-out application always was.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.reset();
  clearUploads(app);
});

const listed = async () => {
  const admin = await adminClient(app);
  const res = await admin.get("/api/admin/agent-registrations").expect(200);
  return res.body as { id: number; email: string; userId: number | null }[];
};
const infoMails = () => outbox(app, "info@ofie.com.gh");

describe("an agent application's address is proved before the admin sees it", () => {
  it("attack: an unverified account applies with famous.agent@realty.example; only a press of the link mailed there sends it to the admin, and the agent then has that address", async () => {
    const attacker = app.client();
    const { id: userId } = await signUp(attacker);
    const form = anApplication({ name: "Famous Agent", email: "famous.agent@realty.example" });
    const res = await submitApplication(attacker, form).expect(201);
    expect(res.body).toMatchObject({ userId, confirmedAt: null });

    expect(await listed()).toEqual([]);
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${res.body.id}/status`)
      .send({ status: "approved" })
      .expect(404);
    expect(await infoMails()).toEqual([]);
    const mails = await outbox(app, form.email);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your Ofie agent application"]);
    expect(mails[0]?.body).toContain("The application was made from an Ofie account");

    // Whoever reads famous.agent@ presses it: now it is theirs to send, and the admin sees it.
    await pressApplicationLink(app, form.email);
    expect(await listed()).toEqual([
      expect.objectContaining({ id: res.body.id, email: form.email, userId }),
    ]);
    expect(await infoMails()).toHaveLength(1);
    const decided = await admin
      .put(`/api/admin/agent-registrations/${res.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const profile = await attacker.get("/api/agents/profile").expect(200);
    expect(profile.body).toMatchObject({ id: decided.body.agentId, email: form.email });
  });

  it("an unverified account applying with its own address is mailed the link too", async () => {
    const applicant = app.client();
    const { email } = await signUp(applicant);
    const res = await submitApplication(applicant, anApplication({ email })).expect(201);
    expect(res.body.confirmedAt).toBeNull();
    expect(await listed()).toEqual([]);
    await pressApplicationLink(app, email);
    expect((await listed()).map((a) => a.id)).toEqual([res.body.id]);
  });

  it("a verified account applying with another address is mailed the link there", async () => {
    const applicant = await applicantClient(app);
    const form = anApplication();
    const res = await submitApplication(applicant, form).expect(201);
    expect(res.body.confirmedAt).toBeNull();
    expect(await listed()).toEqual([]);
    expect((await outbox(app, form.email)).map((m) => m.subject)).toEqual([
      "Confirm your Ofie agent application",
    ]);
    await pressApplicationLink(app, form.email);
    expect((await listed()).map((a) => a.id)).toEqual([res.body.id]);
  });

  it.each([
    ["the same", (box: string) => `${box}@example.com`],
    ["another case", (box: string) => `${box.toUpperCase()}@Example.COM`],
    ["a +tag form", (box: string) => `${box}+agency@example.com`],
  ])(
    "a verified account applying with its own mailbox in %s: the admin sees it at once, and no link is mailed",
    async (_, typed) => {
      const box = `kojo.mensah.${Date.now()}`;
      const applicant = await applicantClient(app, `${box}@example.com`);
      const form = anApplication({ email: typed(box) });
      const res = await submitApplication(applicant, form).expect(201);
      expect(res.body.confirmedAt).toEqual(expect.any(String));
      expect(await listed()).toEqual([
        expect.objectContaining({ id: res.body.id, email: form.email }),
      ]);
      expect(await infoMails()).toHaveLength(1);
      const subjects = (await outbox(app)).map((m) => m.subject);
      expect(subjects).not.toContain("Confirm your Ofie agent application");
    },
  );
});
