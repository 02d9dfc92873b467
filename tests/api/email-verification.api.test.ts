import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { mailedToken, outbox } from "../support/outbox.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Issue 15, item 1: sign-up proves nothing until the mailed link's button is pressed; a new
// profile address waits for its own link, the old one is told, and nothing reveals who has which.
const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const verifiedAt = async (id: number) =>
  (
    await app.sql<{ at: Date | null }>("SELECT email_verified_at AS at FROM users WHERE id = $1", [
      id,
    ])
  )[0]?.at;
const form = (agent: ReturnType<TestApp["client"]>, url: string) =>
  agent.post(url).type("form").send({ confirm: "1" });

describe("sign-up verification (regression: sign-up verified nothing)", () => {
  it("signs in, mails a single-use link, and only the page's POST verifies", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    expect((await agent.get("/api/auth/user").expect(200)).body).toMatchObject({
      email: me.email,
      emailVerified: false,
      pendingEmail: null,
    });
    const [mail] = await outbox(app, me.email);
    expect(mail.subject).toBe("Confirm your e-mail address for Ofie");
    const token = await mailedToken(app, me.email, "/verify-email/");
    expect(mail.body).toContain(`http://localhost:3000/verify-email/${token}`);
    // Only a hash of the token is stored.
    expect(JSON.stringify(await app.sql("SELECT * FROM account_tokens"))).not.toContain(token);

    // Reading the link (a mail scanner, the page) changes nothing.
    await app.client().get(`/api/auth/verify-email/${token}`).expect(200, { email: me.email });
    await app.client().get(`/verify-email/${token}`);
    expect(await verifiedAt(me.id)).toBeNull();

    // The page's button: a plain form post, signed out, answered with the page and its outcome.
    const done = await form(app.client(), `/api/auth/verify-email/${token}`).expect(303);
    expect(done.headers.location).toBe(`/verify-email/${token}?status=verified`);
    expect(await verifiedAt(me.id)).not.toBeNull();
    expect((await agent.get("/api/auth/user").expect(200)).body.emailVerified).toBe(true);

    // Used once: the same link now says so, and changes nothing.
    const again = await form(app.client(), `/api/auth/verify-email/${token}`).expect(303);
    expect(again.headers.location).toBe(`/verify-email/${token}?status=invalid`);
    const json = await app.client().post(`/api/auth/verify-email/${token}`).send({}).expect(404);
    expect(json.body.message).toMatch(/not valid/);
  });

  it("refuses unknown, malformed and expired links with 404, never 500", async () => {
    const me = await signUp(app.client());
    const token = await mailedToken(app, me.email, "/verify-email/");
    for (const bad of ["x".repeat(43), "short", "not-a-token!", "a".repeat(500)]) {
      await app.client().get(`/api/auth/verify-email/${bad}`).expect(404);
      await app.client().post(`/api/auth/verify-email/${bad}`).send({}).expect(404);
    }
    clock.advance(49 * 3600);
    await app.client().post(`/api/auth/verify-email/${token}`).send({}).expect(404);
    expect(await verifiedAt(me.id)).toBeNull();
  });

  it("sends a fresh link on request (voiding the older one), rate-limited, and none once verified", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    const first = await mailedToken(app, me.email, "/verify-email/");
    await app.client().post("/api/auth/verify-email").expect(401);
    await agent.post("/api/auth/verify-email").expect(200, { sent: true });
    const second = await mailedToken(app, me.email, "/verify-email/");
    expect(second).not.toBe(first);
    await app.client().post(`/api/auth/verify-email/${first}`).send({}).expect(404);
    for (let i = 0; i < 4; i++) await agent.post("/api/auth/verify-email").expect(200);
    const refused = await agent.post("/api/auth/verify-email").expect(429);
    expect(refused.body.message).toMatch(/Too many attempts/);
    await passWindowTime(app, 3601);
    const latest = await mailedToken(app, me.email, "/verify-email/");
    await app.client().post(`/api/auth/verify-email/${latest}`).send({}).expect(200);
    const mails = (await outbox(app, me.email)).length;
    await agent.post("/api/auth/verify-email").expect(200, { sent: false });
    expect(await outbox(app, me.email)).toHaveLength(mails);
  });
});

describe("changing the profile e-mail (regression: PUT /api/profile was an existence oracle)", () => {
  const profile = (email: string) => ({ firstName: "Kofi", lastName: "Boateng", email });

  it("keeps the address until the new one confirms its link, and tells the old address", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    const res = await agent.put("/api/profile").send(profile("kofi.new@example.com")).expect(200);
    expect(res.body).toMatchObject({ email: me.email, pendingEmail: "kofi.new@example.com" });
    expect((await app.sql("SELECT email FROM users"))[0]).toEqual({ email: me.email });

    const notice = (await outbox(app, me.email)).at(-1);
    expect(notice?.subject).toBe("A change of your Ofie e-mail address was requested");
    expect(notice?.body).toContain("kofi.new@example.com");
    expect(notice?.body).not.toMatch(/confirm-email/);
    const token = await mailedToken(app, "kofi.new@example.com", "/confirm-email/");

    // Signing in still uses the old address.
    await app
      .client()
      .post("/api/auth/login")
      .send({ email: me.email, password: me.password })
      .expect(200);

    await app
      .client()
      .get(`/api/auth/confirm-email/${token}`)
      .expect(200, { email: "kofi.new@example.com" });
    const done = await form(app.client(), `/api/auth/confirm-email/${token}`).expect(303);
    expect(done.headers.location).toBe(`/confirm-email/${token}?status=confirmed`);
    expect((await agent.get("/api/auth/user").expect(200)).body).toMatchObject({
      email: "kofi.new@example.com",
      emailVerified: true,
      pendingEmail: null,
    });
    const reused = await form(app.client(), `/api/auth/confirm-email/${token}`).expect(303);
    expect(reused.headers.location).toBe(`/confirm-email/${token}?status=invalid`);
    await app
      .client()
      .post("/api/auth/login")
      .send({ email: "kofi.new@example.com", password: me.password })
      .expect(200);
  });

  /** Neither the link's page nor its form will set a password with it. */
  async function expectDeadResetLink(token: string) {
    await app.client().get(`/api/auth/password-reset/${token}`).expect(404);
    await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: "taken-over-2026" })
      .expect(404);
  }

  it("attack (issue 32): a reset link mailed to the old address dies when the account moves", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const reset = await mailedToken(app, me.email, "/reset-password/");
    await agent.put("/api/profile").send(profile("kofi.moved@example.com")).expect(200);
    const token = await mailedToken(app, "kofi.moved@example.com", "/confirm-email/");
    await form(app.client(), `/api/auth/confirm-email/${token}`).expect(303);
    await expectDeadResetLink(reset);
    await app
      .client()
      .post("/api/auth/login")
      .send({ email: "kofi.moved@example.com", password: me.password })
      .expect(200);
  });

  it("attack (issue 32): a reset link from before an upgrade, for an address the account has left, works no more", async () => {
    const me = await signUp(app.client());
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const reset = await mailedToken(app, me.email, "/reset-password/");
    // The previous release moved the address without voiding reset links.
    await app.sql("UPDATE users SET email = 'kofi.elsewhere@example.com' WHERE id = $1", [me.id]);
    await expectDeadResetLink(reset);
  });

  it("attack (issue 32): an address with the Kelvin sign (U+212A) for a k is the same address, stored as plain letters", async () => {
    const agent = app.client();
    await signUp(agent, { email: "kwame.kelvin@example.com" });
    const before = (await outbox(app)).length;
    const res = await agent
      .put("/api/profile")
      .send(profile("\u212Awame.\u212Aelvin@example.com"))
      .expect(200);
    expect(res.body).toMatchObject({ email: "Kwame.Kelvin@example.com", pendingEmail: null });
    expect(await app.sql("SELECT email, email_key FROM users")).toEqual([
      { email: "Kwame.Kelvin@example.com", email_key: "kwame.kelvin@example.com" },
    ]);
    expect(await outbox(app)).toHaveLength(before);
  });

  it("answers alike for a taken address, whose owner gets a notice instead of a working link", async () => {
    const owner = await signUp(app.client());
    const agent = app.client();
    await signUp(agent);
    const toFree = await agent.put("/api/profile").send(profile("nobody@example.com")).expect(200);
    const toTaken = await agent.put("/api/profile").send(profile(owner.email)).expect(200);
    expect({ ...toTaken.body, pendingEmail: "x" }).toEqual({ ...toFree.body, pendingEmail: "x" });
    expect(toTaken.body.pendingEmail).toBe(owner.email);
    const mails = await outbox(app, owner.email);
    const told = mails.at(-1);
    expect(told?.subject).toBe("Someone tried to use your e-mail address on Ofie");
    expect(told?.body).not.toMatch(/confirm-email/);
    expect(told?.body).toContain("/forgot-password");
    expect((await app.sql("SELECT email FROM users WHERE id = $1", [owner.id]))[0]).toEqual({
      email: owner.email,
    });
  });

  it("refuses the confirmation when another account took the address meanwhile", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    await agent.put("/api/profile").send(profile("contested@example.com")).expect(200);
    const token = await mailedToken(app, "contested@example.com", "/confirm-email/");
    await signUp(app.client(), { email: "contested@example.com" });
    const res = await app.client().post(`/api/auth/confirm-email/${token}`).send({}).expect(409);
    expect(res.body.message).toMatch(/belongs to another account/);
    const page = await form(app.client(), `/api/auth/confirm-email/${token}`).expect(303);
    expect(page.headers.location).toBe(`/confirm-email/${token}?status=taken`);
    expect((await app.sql("SELECT email FROM users WHERE id = $1", [me.id]))[0]).toEqual({
      email: me.email,
    });
  });

  it("saves a name change at once without mail, and the same address in another case", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    const before = (await outbox(app)).length;
    const res = await agent
      .put("/api/profile")
      .send({ firstName: "Esi", lastName: "Asante", email: me.email.toUpperCase() })
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: "Esi",
      email: me.email.toUpperCase(),
      pendingEmail: null,
    });
    expect(await outbox(app)).toHaveLength(before);
  });

  it("rate-limits e-mail changes per account, not name changes", async () => {
    const agent = app.client();
    await signUp(agent);
    for (let i = 0; i < 5; i++) {
      await agent
        .put("/api/profile")
        .send(profile(`probe${i}@example.com`))
        .expect(200);
    }
    const refused = await agent.put("/api/profile").send(profile("probe9@example.com")).expect(429);
    expect(refused.body.message).toMatch(/Too many attempts/);
    await agent
      .put("/api/profile")
      .send({ ...profile("x@x.co"), email: (await agent.get("/api/auth/user")).body.email })
      .expect(200);
    // Per new address, past its cap the address is sent nothing but no one is refused
    // (decision 86): per-target-limits.api.test.ts.
  });
});
