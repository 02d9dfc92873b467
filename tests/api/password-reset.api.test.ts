import { createHash } from "node:crypto";
import { sessionKey } from "../../src/adapters/modules/accounts/typeorm-session.store.js";
import {
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_GUESSABLE,
} from "../../src/modules/accounts/accounts.rules.js";
import { aNewUser, signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { mailedToken, outbox } from "../support/outbox.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Issue 15, item 2 and the session ids of item 7: a forgotten password is no longer a lost
// account, common passwords are refused, and the sessions table holds no usable id.
const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const NEW_PASSWORD = "kente-cloth-4-ever";
const login = (email: string, password: string) =>
  app.client().post("/api/auth/login").send({ email, password });
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /ofie\.sid=([^;]+)/.exec(String(res.headers["set-cookie"]))?.[1];

describe("POST /api/auth/password-reset", () => {
  it("answers 202 with the same body for known and unknown addresses; only an account gets mail", async () => {
    const me = await signUp(app.client());
    const mailsBefore = (await outbox(app)).length;
    const known = await app
      .client()
      .post("/api/auth/password-reset")
      .send({ email: me.email.toUpperCase() })
      .expect(202);
    const unknown = await app
      .client()
      .post("/api/auth/password-reset")
      .send({ email: "nobody@example.com" })
      .expect(202);
    expect(known.body).toEqual(unknown.body);
    const mails = (await outbox(app)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: me.email, subject: "Reset your Ofie password" });
    expect(mails[0].body).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    await app.client().post("/api/auth/password-reset").send({ email: "nope" }).expect(400);
  });

  it("is rate-limited per address and e-mail", async () => {
    for (let i = 0; i < 5; i++) {
      await app
        .client()
        .post("/api/auth/password-reset")
        .send({ email: "a@example.com" })
        .expect(202);
    }
    const res = await app
      .client()
      .post("/api/auth/password-reset")
      .send({ email: "a@example.com" })
      .expect(429);
    expect(res.body.message).toMatch(/Too many attempts/);
  });
});

describe("POST /api/auth/password-reset/{token}", () => {
  it("sets the password, ends every other session, signs this browser in and verifies the address", async () => {
    const phone = app.client();
    const me = await signUp(phone);
    const laptop = app.client();
    await laptop
      .post("/api/auth/login")
      .send({ email: me.email, password: me.password })
      .expect(200);
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const older = await mailedToken(app, me.email, "/reset-password/");
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const token = await mailedToken(app, me.email, "/reset-password/");
    await app
      .client()
      .post(`/api/auth/password-reset/${older}`)
      .send({ password: NEW_PASSWORD })
      .expect(404);

    await app.client().get(`/api/auth/password-reset/${token}`).expect(200, { email: me.email });
    const browser = app.client();
    const res = await browser
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: NEW_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({ id: me.id, email: me.email, emailVerified: true });
    await browser.get("/api/auth/user").expect(200);
    await phone.get("/api/auth/user").expect(401);
    await laptop.get("/api/auth/user").expect(401);
    expect(await app.sql("SELECT id FROM sessions")).toHaveLength(1);

    await login(me.email, me.password).expect(401);
    await login(me.email, NEW_PASSWORD).expect(200);
    // Single use.
    await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: "another-good-one-9" })
      .expect(404);
    await login(me.email, NEW_PASSWORD).expect(200);
  });

  it("refuses an expired, unknown or used link with a clear message and changes nothing", async () => {
    const me = await signUp(app.client());
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const token = await mailedToken(app, me.email, "/reset-password/");
    clock.advance(61 * 60);
    const res = await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: NEW_PASSWORD })
      .expect(404);
    expect(res.body.message).toMatch(/not valid/);
    await app
      .client()
      .post(`/api/auth/password-reset/${"x".repeat(43)}`)
      .send({ password: NEW_PASSWORD })
      .expect(404);
    await login(me.email, me.password).expect(200);
  });

  it("refuses a weak new password with 400 and leaves the link working", async () => {
    const me = await signUp(app.client());
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const token = await mailedToken(app, me.email, "/reset-password/");
    const common = await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: "12345678" })
      .expect(400);
    expect(common.body.errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
    const short = await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: "abc" })
      .expect(400);
    expect(short.body.errors).toEqual({ password: ["Password must be at least 8 characters"] });
    await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: NEW_PASSWORD })
      .expect(200);
  });

  it("recovers an account locked out by wrong passwords (regression: the right password was refused)", async () => {
    const me = await signUp(app.client());
    for (let i = 0; i < 10; i++) await login(me.email, "wrong-password-1").expect(401);
    await login(me.email, me.password).expect(429);
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const token = await mailedToken(app, me.email, "/reset-password/");
    await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: NEW_PASSWORD })
      .expect(200);
    await login(me.email, NEW_PASSWORD).expect(200);
  });
});

describe("common passwords (regression: '12345678' was accepted)", () => {
  it("refuses a commonly used password at sign-up, in any case, with a clear message", async () => {
    for (const password of ["12345678", "password", "Password123", "qwertyuiop"]) {
      const res = await app
        .client()
        .post("/api/auth/register")
        .send(aNewUser({ password }))
        .expect(400);
      expect(res.body.errors).toEqual({ password: [PASSWORD_TOO_COMMON] });
    }
    expect(await app.sql("SELECT id FROM users")).toHaveLength(0);
    await app
      .client()
      .post("/api/auth/register")
      .send(aNewUser({ password: "akwaaba-2026" }))
      .expect(201);
  });
});

describe("guessable passwords (issue 32: 'Password1!' was accepted)", () => {
  it("refuses a decorated word at sign-up and at reset, and one made of the account's own name", async () => {
    for (const password of ["Password1!", "P@ssw0rd2026", "Qwerty123!", "iloveyou1!"]) {
      const res = await app
        .client()
        .post("/api/auth/register")
        .send(aNewUser({ password }))
        .expect(400);
      expect({ password, errors: res.body.errors }).toEqual({
        password,
        errors: { password: [PASSWORD_TOO_GUESSABLE] },
      });
    }
    const named = await app
      .client()
      .post("/api/auth/register")
      .send(aNewUser({ firstName: "Nanayaa", lastName: "Agyemang", password: "Agyemang2026!" }))
      .expect(400);
    expect(named.body.errors).toEqual({ password: [PASSWORD_TOO_GUESSABLE] });
    expect(await app.sql("SELECT id FROM users")).toHaveLength(0);

    const me = await signUp(app.client());
    await app.client().post("/api/auth/password-reset").send({ email: me.email }).expect(202);
    const token = await mailedToken(app, me.email, "/reset-password/");
    const weak = await app
      .client()
      .post(`/api/auth/password-reset/${token}`)
      .send({ password: "Password1!" })
      .expect(400);
    expect(weak.body.errors).toEqual({ password: [PASSWORD_TOO_GUESSABLE] });
  });
});

describe("session ids stored hashed (regression: they were stored in clear)", () => {
  it("keeps only the SHA-256 of the cookie's id, and a row's key signs no one in", async () => {
    const agent = app.client();
    const res = await agent.post("/api/auth/register").send(aNewUser()).expect(201);
    const cookie = cookieOf(res);
    expect(cookie).toBeDefined();
    const rows = await app.sql<{ id: string }>("SELECT id FROM sessions");
    expect(rows).toEqual([{ id: createHash("sha256").update(String(cookie)).digest("hex") }]);
    expect(JSON.stringify(await app.sql("SELECT * FROM sessions"))).not.toContain(String(cookie));
    await app.client().get("/api/auth/user").set("Cookie", `ofie.sid=${rows[0].id}`).expect(401);
    await agent.get("/api/auth/user").expect(200);
  });

  it("converts a stored id the same way the migration does", async () => {
    const id = "mXRLFGR9Ga-SntvK-IGPvw8Q9DrQuQia_IiaCkCkp8s";
    const [row] = await app.sql<{ key: string }>(
      `SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS key`,
      [id],
    );
    expect(row.key).toBe(sessionKey(id));
  });
});
