import { aNewUser, signUp } from "../support/builders.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("GET /api/auth/user", () => {
  it("answers 401 with a body containing Unauthorized when signed out", async () => {
    const res = await app.client().get("/api/auth/user").expect(401);
    expect(res.text).toContain("Unauthorized");
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account, signs in and never returns the password hash", async () => {
    const agent = app.client();
    const user = await signUp(agent, { firstName: "Ama", lastName: "Mensah" });
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Ama",
      lastName: "Mensah",
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
    const [row] = await app.sql<{ password_hash: string }>("SELECT password_hash FROM users");
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(user.password);
  });

  it("answers 400 with one message per invalid field and stores nothing", async () => {
    const res = await app
      .client()
      .post("/api/auth/register")
      .send({ email: "not-an-email" })
      .expect(400);
    expect(res.body.errors).toEqual({
      email: ["Valid email is required"],
      password: ["Password must be at least 8 characters"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
    });
    expect(await app.sql("SELECT id FROM users")).toHaveLength(0);
  });

  it("refuses a second account for the same e-mail in any case with 409", async () => {
    const user = aNewUser();
    await app.client().post("/api/auth/register").send(user).expect(201);
    const res = await app
      .client()
      .post("/api/auth/register")
      .send({ ...user, email: user.email.toUpperCase() })
      .expect(409);
    expect(res.body.errors.email).toEqual(["An account with this email already exists"]);
  });

  it("attack (issue 32): one mailbox is one account, however the address is written", async () => {
    await app
      .client()
      .post("/api/auth/register")
      .send(aNewUser({ email: "mallory+1@example.com" }))
      .expect(201);
    await app
      .client()
      .post("/api/auth/register")
      .send(aNewUser({ email: "mallory.kwarteng@gmail.com" }))
      .expect(201);
    for (const email of [
      "mallory+2@example.com",
      "Mallory+3@EXAMPLE.com",
      "ｍallory@example.com",
      "mallorykwarteng+ads@googlemail.com",
      "m.a.l.l.o.r.y.kwarteng@gmail.com",
    ]) {
      const res = await app.client().post("/api/auth/register").send(aNewUser({ email }));
      expect({ email, status: res.status, errors: res.body.errors }).toEqual({
        email,
        status: 409,
        errors: { email: ["An account with this email already exists"] },
      });
    }
    // Dots mean something outside Gmail.
    await app
      .client()
      .post("/api/auth/register")
      .send(aNewUser({ email: "mal.lory@example.com" }))
      .expect(201);
    expect(await app.sql("SELECT email_key FROM users ORDER BY id")).toEqual([
      { email_key: "mallory@example.com" },
      { email_key: "mallorykwarteng@gmail.com" },
      { email_key: "mal.lory@example.com" },
    ]);
  });

  it("makes one account when sign-ups for the same e-mail race, answering 409 to the others", async () => {
    const user = aNewUser();
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.client().post("/api/auth/register").send(user)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await app.sql("SELECT id FROM users")).toHaveLength(1);
  });

  it("replaces the session id of a browser that was already signed in", async () => {
    const agent = app.client();
    await signUp(agent);
    const [before] = await app.sql<{ id: string }>("SELECT id FROM sessions");
    const second = await signUp(agent);
    const after = await app.sql<{ id: string; data: { userId: number } }>(
      "SELECT id, data FROM sessions",
    );
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before.id);
    expect(after[0].data.userId).toBe(second.id);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and rotates the session id", async () => {
    const agent = app.client();
    const user = await signUp(agent);
    const [before] = await app.sql<{ id: string }>("SELECT id FROM sessions");
    const res = await agent
      .post("/api/auth/login")
      .send({ email: user.email, password: user.password })
      .expect(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/ofie\.sid=/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toContain(before.id);
    const after = await app.sql<{ id: string }>("SELECT id FROM sessions");
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before.id);
    await agent.get("/api/auth/user").expect(200);
  });

  it("answers 401 for a wrong password without saying which part was wrong", async () => {
    const user = aNewUser();
    await app.client().post("/api/auth/register").send(user).expect(201);
    const wrong = await app
      .client()
      .post("/api/auth/login")
      .send({ email: user.email, password: "nope-nope" });
    const unknown = await app
      .client()
      .post("/api/auth/login")
      .send({ email: "x@example.com", password: "nope" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });
});

describe("sign-in and sign-out navigations", () => {
  it("GET /api/login redirects to the sign-in page with a safe return path", async () => {
    const res = await app.client().get("/api/login?returnTo=%2Ffavorites").expect(302);
    expect(res.headers.location).toBe("/login?returnTo=%2Ffavorites");
    for (const hostile of [
      "%2F%2Fevil.example",
      "/%09/evil.example/x",
      "/%0A/evil.example/x",
      // Issue 32: dot segments that the parse turns into '//evil.example'.
      "/.//evil.example/phish",
      "/..//evil.example/phish",
      "/./%5Cevil.example/phish",
      "/%2e%2e//evil.example/phish",
    ]) {
      const evil = await app.client().get(`/api/login?returnTo=${hostile}`).expect(302);
      expect({ hostile, location: evil.headers.location }).toEqual({
        hostile,
        location: "/login?returnTo=%2F",
      });
    }
  });
});

describe("robustness", () => {
  it("answers 400, not 500, to malformed JSON", async () => {
    await app
      .client()
      .post("/api/auth/login")
      .set("content-type", "application/json")
      .send('{"email": ')
      .expect(400);
  });

  it("answers 404 with JSON for an unknown API path", async () => {
    const res = await app.client().get("/api/nothing-here").expect(404);
    expect(res.body.message).toBe("Not Found");
  });
});

describe("GET /api/login return path from the referring page", () => {
  it("returns to the same-site page the visitor came from, never to another site", async () => {
    const c = app.client();
    const same = await c
      .get("/api/login")
      .set("host", "ofie.test")
      .set("referer", "http://ofie.test/properties/7?x=1");
    expect(same.headers.location).toBe(
      `/login?returnTo=${encodeURIComponent("/properties/7?x=1")}`,
    );
    const other = await c
      .get("/api/login")
      .set("host", "ofie.test")
      .set("referer", "https://evil.example/properties/7");
    expect(other.headers.location).toBe("/login?returnTo=%2F");
  });
});

describe("session cookies in production", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      ...BEHIND_LOCAL_PROXY,
    });
  });
  afterAll(() => production.close());

  it("are Secure over HTTPS behind the proxy, and still work over plain HTTP", async () => {
    const https = production.client();
    const res = await https
      .post("/api/auth/register")
      .set("x-forwarded-proto", "https")
      .send(aNewUser())
      .expect(201);
    expect(String(res.headers["set-cookie"])).toMatch(/; secure; httponly/i);
    // docker-compose serves http://localhost:3000 with NODE_ENV=production: no 500 there.
    const plain = production.client();
    const local = await plain.post("/api/auth/register").send(aNewUser()).expect(201);
    expect(String(local.headers["set-cookie"])).not.toMatch(/secure/i);
    await plain.get("/api/auth/user").expect(200);
  });
});
