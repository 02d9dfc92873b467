import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { NOT_SIGN_UP_MAIL } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ INFO_EMAIL: "info@ofie.test" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const inquiry = (propertyId: number, agentId: number | null) => ({
  name: "Abena Darko",
  email: "abena@example.com",
  phone: "0244123456",
  message: "Is the house still available for viewing on Saturday?",
  propertyId,
  agentId,
});

/** Signs up with `email` and proves it (set as the link would). */
async function provedAs(client: ReturnType<TestApp["client"]>, email: string) {
  const { id } = await signUp(client, { email });
  await app.sql("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
}

describe("POST /api/inquiries", () => {
  it("attack (issue 32): an unproved account, or another's address, gets no Reply-To to the owner or the info mailbox", async () => {
    const unproved = app.client();
    await signUp(unproved, { email: "abena@example.com" });
    const proved = app.client();
    await provedAs(proved, "kofi@example.com");
    const id = await insertProperty(app, {
      agent_id: null,
      owner_name: "Yaa Asantewaa",
      owner_email: "yaa@example.com",
    });
    await unproved.post("/api/inquiries").send(inquiry(id, null)).expect(201);
    // A proved account, typing someone else's address.
    await proved.post("/api/inquiries").send(inquiry(id, null)).expect(201);
    const mails = await app.sql<{ recipient: string; reply_to: string | null; body: string }>(
      `SELECT recipient, reply_to, body FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
    );
    expect(mails.map((m) => [m.recipient, m.reply_to])).toEqual([
      ["yaa@example.com", null],
      ["info@ofie.test", null],
      ["yaa@example.com", null],
      ["info@ofie.test", null],
    ]);
    for (const mail of mails) expect(mail.body).toContain("abena@example.com (not confirmed)");
  });

  it("needs sign-in: 401 Unauthorized, nothing stored", async () => {
    const id = await insertProperty(app);
    const res = await app.client().post("/api/inquiries").send(inquiry(id, null)).expect(401);
    expect(res.text).toContain("Unauthorized");
    expect(await app.sql("SELECT id FROM inquiries")).toHaveLength(0);
  });

  it("stores the inquiry and mails the property's agent through the outbox", async () => {
    const c = app.client();
    await provedAs(c, "abena@example.com");
    const agentId = await insertAgent(app, { email: "kojo@adinkra.example", name: "Kojo Badu" });
    const id = await insertProperty(app, { title: "Osu apartment", agent_id: agentId });
    const res = await c.post("/api/inquiries").send(inquiry(id, agentId)).expect(201);
    expect(res.body).toMatchObject({ propertyId: id, agentId, status: "pending" });
    const mail = await app.sql<{
      recipient: string;
      subject: string;
      body: string;
      reply_to: string;
    }>(`SELECT recipient, subject, body, reply_to FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: "kojo@adinkra.example",
      subject: "New inquiry about Osu apartment",
      reply_to: "abena@example.com",
    });
    expect(mail[0].body).toContain("Is the house still available");
  });

  it("trusts the property's agent, not the agentId the client sends", async () => {
    const c = app.client();
    await signUp(c);
    const realAgent = await insertAgent(app);
    const otherAgent = await insertAgent(app, { email: "other@example.com" });
    const id = await insertProperty(app, { agent_id: realAgent });
    const res = await c.post("/api/inquiries").send(inquiry(id, otherAgent)).expect(201);
    expect(res.body.agentId).toBe(realAgent);
  });

  it("sends an inquiry about an agentless property to the info mailbox", async () => {
    const c = app.client();
    await signUp(c);
    const id = await insertProperty(app, { agent_id: null });
    await c.post("/api/inquiries").send(inquiry(id, null)).expect(201);
    const [mail] = await app.sql<{ recipient: string }>(
      `SELECT recipient FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL}`,
    );
    expect(mail.recipient).toBe("info@ofie.test");
  });

  it("mails an inquiry about a private owner's listing to the owner, with a copy to the info mailbox", async () => {
    const c = app.client();
    await provedAs(c, "abena@example.com");
    const id = await insertProperty(app, {
      title: "Ahodwo flat",
      agent_id: null,
      owner_name: "Yaa Asantewaa",
      owner_email: "yaa@example.com",
      owner_phone: "0244000111",
    });
    await c.post("/api/inquiries").send(inquiry(id, null)).expect(201);
    const mails = await app.sql<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body, reply_to FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL} ORDER BY id`,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: "yaa@example.com",
        subject: "New inquiry about Ahodwo flat",
        reply_to: "abena@example.com",
      }),
      expect.objectContaining({
        recipient: "info@ofie.test",
        subject: "New inquiry about Ahodwo flat (copy of the owner's)",
        reply_to: "abena@example.com",
      }),
    ]);
    expect(mails[0].body).toContain("Hello Yaa Asantewaa,");
    expect(mails[0].body).toContain("Is the house still available");
    expect(mails[1].body).toContain("mailed to the owner, Yaa Asantewaa <yaa@example.com>");
  });

  it("mails an agent's listing to the agent alone, whatever owner contact the listing keeps", async () => {
    const c = app.client();
    await signUp(c);
    const agentId = await insertAgent(app, { email: "kojo@adinkra.example" });
    const id = await insertProperty(app, {
      agent_id: agentId,
      owner_name: "Yaa Asantewaa",
      owner_email: "yaa@example.com",
    });
    await c.post("/api/inquiries").send(inquiry(id, agentId)).expect(201);
    const mails = await app.sql<{ recipient: string }>(
      `SELECT recipient FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL}`,
    );
    expect(mails).toEqual([{ recipient: "kojo@adinkra.example" }]);
  });

  it("validates per spec §5 (phone optional) and stores nothing on failure", async () => {
    const c = app.client();
    await signUp(c);
    const id = await insertProperty(app);
    const res = await c
      .post("/api/inquiries")
      .send({ name: "", email: "abena-at-example", message: "", propertyId: "x" })
      .expect(400);
    expect(res.body.errors).toEqual({
      name: ["Name is required"],
      email: ["Valid email is required"],
      message: ["Message is required"],
      propertyId: ["propertyId must be a positive whole number"],
    });
    const { phone: _phone, ...withoutPhone } = inquiry(id, null);
    await c.post("/api/inquiries").send(withoutPhone).expect(201);
    await c.post("/api/inquiries").send(inquiry(987654, null)).expect(404);
    expect(await app.sql("SELECT id FROM inquiries")).toHaveLength(1);
    expect(await app.sql(`SELECT id FROM mail_outbox WHERE ${NOT_SIGN_UP_MAIL}`)).toHaveLength(1);
  });
});

describe("GET /api/inquiries", () => {
  it("lists only the signed-in user's inquiries, newest first, with the property title", async () => {
    const ama = app.client();
    const kofi = app.client();
    await signUp(ama);
    await signUp(kofi);
    const first = await insertProperty(app, { title: "First" });
    const second = await insertProperty(app, { title: "Second" });
    await ama.post("/api/inquiries").send(inquiry(first, null)).expect(201);
    await ama.post("/api/inquiries").send(inquiry(second, null)).expect(201);
    await kofi.post("/api/inquiries").send(inquiry(first, null)).expect(201);
    const res = await ama.get("/api/inquiries").expect(200);
    expect(res.body.map((i: { property: { title: string } }) => i.property.title)).toEqual([
      "Second",
      "First",
    ]);
    await app.client().get("/api/inquiries").expect(401);
  });
});
