import type Koa from "koa";
import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { cli } from "../cli/cli-harness.js";
import { signUp } from "../support/builders.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

// Decision 78: a new administrator password, from the CLI or from a changed ADMIN_PASSWORD at a
// start, ends every admin session; ADMIN_PASSWORD always wins, so the CLI refuses while it is set.
// The app is the real one over HTTP; the CLI is the operator's command, beside it on the same
// database (on the embedded one, through the app's socket); a restart is a new app on it.

const ADMIN_CALL = "/api/admin/lead-counts";
let database: TestDatabase;
let application: Application | undefined;
let koa: Koa;
const savedEnv = { ...process.env };

/** Starts (or restarts) the app on the file's database with ADMIN_PASSWORD as given. */
async function start(adminPassword: string): Promise<void> {
  await application?.close();
  application = await createApplication(loadConfig(settings(adminPassword)));
  koa = createHttpApp(application);
}

function settings(adminPassword: string): Record<string, string> {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    ...database.env,
    ADMIN_PASSWORD: adminPassword,
  };
}

/** `admin-password …` as an operator's shell runs it, with ADMIN_PASSWORD as given. */
async function adminPasswordCommand(adminPassword: string, ...args: string[]) {
  Object.assign(process.env, settings(adminPassword));
  try {
    return await cli("admin-password", ...args);
  } finally {
    process.env = { ...savedEnv };
  }
}

/** Signs in as admin; answers the session's cookie, or the status of a refusal. */
async function adminLogin(password: string, agent = supertest.agent(koa.callback())) {
  const res = await agent.post("/api/admin/login").send({ password });
  if (res.status !== 200) return { status: res.status, cookie: "" };
  const cookie = String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  return { status: 200, cookie };
}

/** An admin call with a session cookie kept across restarts. */
async function adminCall(cookie: string): Promise<number> {
  return (await supertest(koa.callback()).get(ADMIN_CALL).set("Cookie", cookie)).status;
}

beforeAll(async () => {
  database = await createTestDatabase({ template: "migrated" });
});
afterAll(async () => {
  await application?.close();
  await database.dispose();
});

it("ends every admin session at a rotation by the CLI; a signed-in user stays signed in", async () => {
  await start("");
  expect((await adminPasswordCommand("", "--password", "first-password-1")).code).toBe(0);

  const userAgent = supertest.agent(koa.callback());
  const user = await signUp(userAgent);
  const asUser = await adminLogin("first-password-1", userAgent);
  const adminOnly = await adminLogin("first-password-1");
  expect([asUser.status, adminOnly.status]).toEqual([200, 200]);
  expect(await adminCall(asUser.cookie)).toBe(200);
  expect(await adminCall(adminOnly.cookie)).toBe(200);

  const rotated = await adminPasswordCommand("", "--password", "second-password-2");
  expect(rotated).toMatchObject({ code: 0, out: "Administrator password updated." });

  expect(await adminCall(asUser.cookie)).toBe(401);
  expect(await adminCall(adminOnly.cookie)).toBe(401);
  const stillUser = await supertest(koa.callback())
    .get("/api/auth/user")
    .set("Cookie", asUser.cookie);
  expect(stillUser.status).toBe(200);
  expect(stillUser.body.id).toBe(user.id);
  expect((await adminLogin("first-password-1")).status).toBe(401);
  const fresh = await adminLogin("second-password-2");
  expect(fresh.status).toBe(200);
  expect(await adminCall(fresh.cookie)).toBe(200);
});

it("takes a changed ADMIN_PASSWORD at a restart, ending the admin sessions, and the CLI then refuses", async () => {
  const before = await adminLogin("second-password-2");
  expect(await adminCall(before.cookie)).toBe(200);

  await start("third-password-3");
  expect(await adminCall(before.cookie)).toBe(401);
  expect((await adminLogin("second-password-2")).status).toBe(401);
  const third = await adminLogin("third-password-3");
  expect(await adminCall(third.cookie)).toBe(200);

  const refused = await adminPasswordCommand("third-password-3", "--password", "fourth-password-4");
  expect(refused.code).toBe(4);
  expect(refused.err).toContain("ADMIN_PASSWORD is set");
  expect((await adminLogin("fourth-password-4")).status).toBe(401);
  expect(await adminCall(third.cookie)).toBe(200);

  // The same ADMIN_PASSWORD at the next start is no rotation: its sessions go on.
  await start("third-password-3");
  expect(await adminCall(third.cookie)).toBe(200);
  const audit = await application?.database.dataSource.query(
    `SELECT actor FROM admin_audit_log WHERE action = 'admin_password.changed' ORDER BY id`,
  );
  expect(audit?.map((row: { actor: string }) => row.actor)).toEqual([
    expect.stringMatching(/^cli:/),
    expect.stringMatching(/^cli:/),
    "env:ADMIN_PASSWORD",
  ]);
});
