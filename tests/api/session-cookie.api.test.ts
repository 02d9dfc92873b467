import { aNewUser } from "../support/builders.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

// Behind a trusted proxy, the cookie is Secure exactly when the visitor's connection is https.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: "production", LOG_LEVEL: "silent", ...BEHIND_LOCAL_PROXY });
});

afterAll(async () => {
  await app.close();
});

describe("the session cookie in production", () => {
  it("is Secure, httpOnly and SameSite=Lax behind an https proxy", async () => {
    const res = await app
      .client()
      .post("/api/auth/register")
      .set("X-Forwarded-Proto", "https")
      .send(aNewUser())
      .expect(201);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/ofie\.sid=[^;]+;/);
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it("still signs in over plain http (no 500), without the Secure flag the browser would drop", async () => {
    const agent = app.client();
    const res = await agent.post("/api/auth/register").send(aNewUser()).expect(201);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/ofie\.sid=[^;]+;/);
    expect(cookie).not.toMatch(/;\s*secure/i);
    await agent.get("/api/auth/user").expect(200);
  });
});
