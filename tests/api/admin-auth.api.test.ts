import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { operatorActor } from "../../src/shared/actor.js";
import { signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { createTestDatabase } from "../support/test-database.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("POST /api/admin/login", () => {
  it("answers 401 Unauthorized for a wrong password and grants nothing", async () => {
    const client = app.client();
    const res = await client.post("/api/admin/login").send({ password: "wrong" }).expect(401);
    expect(res.text).toContain("Unauthorized");
    expect((await client.get("/api/admin/session").expect(200)).body).toEqual({ isAdmin: false });
  });

  it("answers 400 with the field message when the password is missing", async () => {
    const res = await app.client().post("/api/admin/login").send({}).expect(400);
    expect(res.body.errors).toEqual({ password: ["Password is required"] });
  });

  it("marks the session as admin on the server, rotating its id, until logout", async () => {
    const client = app.client();
    const user = await signUp(client);
    const sessionIds = async () =>
      (await app.sql<{ id: string }>("SELECT id FROM sessions")).map((r) => r.id);
    const before = await sessionIds();
    const login = await client
      .post("/api/admin/login")
      .send({ password: "test-admin-password" })
      .expect(200);
    expect(login.headers["set-cookie"]?.[0]).toMatch(/ofie\.sid=.+; path=\/; .*httponly/i);
    const after = await sessionIds();
    const dropped = before.filter((id) => !after.includes(id));
    expect(dropped).toHaveLength(1);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(String(login.headers["set-cookie"])).not.toContain(dropped[0]);
    // The rotated session keeps who the visitor is.
    expect((await client.get("/api/auth/user").expect(200)).body.id).toBe(user.id);
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: true });
    await client.post("/api/admin/logout").expect(200);
    expect((await client.get("/api/admin/session")).body).toEqual({ isAdmin: false });
  });

  it("stores only a scrypt hash of the password", async () => {
    const rows = await app.sql<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'admin_password_hash'",
    );
    expect(rows[0].value).toMatch(/^scrypt\$/);
    expect(rows[0].value).not.toContain("test-admin-password");
  });
});

describe("the admin password at first start", () => {
  it("is generated once when ADMIN_PASSWORD is unset, then kept", async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      ...database.env,
    });
    const application = await createApplication(config);
    try {
      const again = await application.services.adminAuth.ensurePassword(undefined);
      expect(again).toEqual({ kind: "existing" });
      const chosen = await application.services.adminAuth.setPassword(
        "a-new-long-password",
        operatorActor("cli:test"),
      );
      await expect(
        application.services.adminAuth.login({ password: chosen }),
      ).resolves.toBeUndefined();
      await expect(application.services.adminAuth.login({ password: "nope" })).rejects.toThrow(
        "Unauthorized",
      );
      const generated = await application.services.adminAuth.setPassword(
        undefined,
        operatorActor("cli:test"),
      );
      expect(generated.length).toBeGreaterThanOrEqual(20);
      const log = await application.services.auditLog.listEntries(operatorActor("cli:test"));
      expect(log.entries.map((e) => [e.actor, e.action, e.detail])).toEqual([
        ["cli:test", "admin_password.changed", "generated"],
        ["cli:test", "admin_password.changed", "chosen by the operator"],
      ]);
    } finally {
      await application.close();
      await database.dispose();
    }
  });
});
