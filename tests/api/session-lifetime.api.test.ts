import type supertest from "supertest";
import { SESSION_LIMITS } from "../../src/adapters/http/session-expiry.js";
import { sessionKey } from "../../src/adapters/modules/accounts/typeorm-session.store.js";
import { aNewUser, signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Decision 26: sessions end on the server, by a clock the test moves by hand.
let now = Date.UTC(2026, 10, 23, 9, 0);
const clock = { now: () => new Date(now) };
const MINUTE = 60 * 1000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const sessionId = (res: supertest.Response) =>
  /ofie\.sid=([^;]+)/.exec(String(res.headers["set-cookie"]))?.[1];
/** The rows' keys: the SHA-256 of each cookie's id (issue 15), compared through `sessionKey`. */
const sessionIds = async () =>
  (await app.sql<{ id: string }>("SELECT id FROM sessions")).map((row) => row.id);
const keysOf = (...ids: (string | undefined)[]) => ids.map((id) => sessionKey(String(id)));
const adminLogin = (client: supertest.Agent) =>
  client.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
/** A browser that kept an old cookie: it sends exactly this id. */
const withCookie = (id: string | undefined) => app.client().set("Cookie", `ofie.sid=${id}`);

describe("a new session id", () => {
  it("at sign-in: the visitor's earlier id is deleted and no longer signs anyone in", async () => {
    const client = app.client();
    const user = aNewUser();
    const before = sessionId(await client.post("/api/auth/register").send(user).expect(201));
    expect(await sessionIds()).toEqual(keysOf(before));
    const login = await client
      .post("/api/auth/login")
      .send({ email: user.email, password: user.password })
      .expect(200);
    const after = sessionId(login);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await sessionIds()).toEqual(keysOf(after));
    await withCookie(before).get("/api/auth/user").expect(401);
  });
});

describe("signing out", () => {
  it("deletes the row: the old cookie no longer works", async () => {
    const client = app.client();
    const id = sessionId(await client.post("/api/auth/register").send(aNewUser()).expect(201));
    expect(await sessionIds()).toEqual(keysOf(id));
    await client.get("/api/logout").set("Sec-Fetch-Site", "same-origin").expect(302);
    expect(await sessionIds()).toEqual([]);
    await withCookie(id).get("/api/auth/user").expect(401);
  });

  it("admin logout deletes the admin session; a signed-in user stays signed in under a new id", async () => {
    const client = app.client();
    const user = await signUp(client);
    const adminId = sessionId(await adminLogin(client));
    const logout = await client.post("/api/admin/logout").expect(200);
    const userId = sessionId(logout);
    expect(userId).not.toBe(adminId);
    expect(await sessionIds()).toEqual(keysOf(userId));
    expect((await withCookie(adminId).get("/api/admin/session")).body).toEqual({ isAdmin: false });
    await withCookie(adminId).get("/api/admin/stats").expect(401);
    expect((await client.get("/api/auth/user").expect(200)).body.id).toBe(user.id);
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: false });
  });

  it("admin logout without a user session deletes it outright", async () => {
    const client = app.client();
    const adminId = sessionId(await adminLogin(client));
    await client.post("/api/admin/logout").expect(200);
    expect(await sessionIds()).toEqual([]);
    expect((await withCookie(adminId).get("/api/admin/session")).body).toEqual({ isAdmin: false });
  });
});

describe("idle expiry", () => {
  it("keeps a shopper who comes back within the idle limit, and ends it after", async () => {
    const client = app.client();
    await signUp(client);
    now += SESSION_LIMITS.userIdleMs - MINUTE;
    await client.get("/api/auth/user").expect(200);
    now += SESSION_LIMITS.userIdleMs - MINUTE;
    await client.get("/api/auth/user").expect(200);
    now += SESSION_LIMITS.userIdleMs + MINUTE;
    await client.get("/api/auth/user").expect(401);
    expect(await sessionIds()).toEqual([]);
  });

  it("drops admin rights after the admin idle limit, not the user's sign-in", async () => {
    const client = app.client();
    await signUp(client);
    await adminLogin(client);
    now += SESSION_LIMITS.adminIdleMs - MINUTE;
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: true });
    now += SESSION_LIMITS.adminIdleMs + MINUTE;
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: false });
    await client.get("/api/admin/stats").expect(401);
    await client.get("/api/auth/user").expect(200);
  });
});

describe("absolute expiry", () => {
  it("ends a shopper's session after the absolute limit however active it is", async () => {
    const client = app.client();
    await signUp(client);
    const start = now;
    while (now - start < SESSION_LIMITS.userAbsoluteMs - SESSION_LIMITS.userIdleMs) {
      now += SESSION_LIMITS.userIdleMs - MINUTE;
      await client.get("/api/auth/user").expect(200);
    }
    now = start + SESSION_LIMITS.userAbsoluteMs + MINUTE;
    await client.get("/api/auth/user").expect(401);
  });

  it("drops admin rights 12 hours after the admin login however active the admin is", async () => {
    const client = app.client();
    await adminLogin(client);
    const start = now;
    while (now - start < SESSION_LIMITS.adminAbsoluteMs - SESSION_LIMITS.adminIdleMs) {
      now += SESSION_LIMITS.adminIdleMs - MINUTE;
      expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: true });
    }
    now = start + SESSION_LIMITS.adminAbsoluteMs + MINUTE;
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: false });
  });

  it("a signed-in session from before the time stamps is ended (one more sign-in)", async () => {
    const client = app.client();
    await signUp(client);
    await app.sql(`UPDATE sessions SET data = data - 'createdAt' - 'seenAt'`);
    await client.get("/api/auth/user").expect(401);
  });
});
