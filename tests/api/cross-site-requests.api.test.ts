import { aNewUser, signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Decision 26: a write a browser sends for another site's page is refused before it runs.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const SITE = { Host: "ofie.test" };
const users = async () => (await app.sql("SELECT id FROM users")).length;

describe("writes from another site", () => {
  it("answers 403 with a clear message to a cross-site Origin, and writes nothing", async () => {
    const res = await app
      .client()
      .post("/api/auth/register")
      .set(SITE)
      .set("Origin", "https://evil.example")
      .send(aNewUser())
      .expect(403);
    expect(res.body).toEqual({
      message: "Forbidden: cross-site requests are not accepted",
      code: "CROSS_SITE_REQUEST",
    });
    expect(await users()).toBe(0);
  });

  it("answers 403 when Sec-Fetch-Site says cross-site or same-site, whatever the Origin", async () => {
    for (const site of ["cross-site", "same-site"]) {
      await app
        .client()
        .post("/api/auth/register")
        .set(SITE)
        .set("Origin", "http://ofie.test")
        .set("Sec-Fetch-Site", site)
        .send(aNewUser())
        .expect(403);
    }
    expect(await users()).toBe(0);
  });

  it("refuses a signed-in visitor's PUT, DELETE and POST sent from another site", async () => {
    const client = app.client();
    await signUp(client);
    const [property] = await app.sql<{ id: number }>("SELECT id FROM properties LIMIT 1");
    const crossSite = { ...SITE, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    await client
      .put("/api/profile")
      .set(crossSite)
      .send({ firstName: "Evil", lastName: "Eve" })
      .expect(403);
    await client.delete("/api/favorites/1").set(crossSite).expect(403);
    await client
      .post("/api/favorites")
      .set(crossSite)
      .send({ propertyId: property?.id ?? 1 })
      .expect(403);
    const [user] = await app.sql<{ first_name: string }>("SELECT first_name FROM users");
    expect(user.first_name).toBe("Kofi");
    expect(await app.sql("SELECT * FROM favorites")).toEqual([]);
  });

  it("refuses an Origin of null (a sandboxed frame, a redirected form)", async () => {
    await app
      .client()
      .post("/api/auth/register")
      .set(SITE)
      .set("Origin", "null")
      .send(aNewUser())
      .expect(403);
  });
});

describe("writes from the site itself", () => {
  it("accepts the same Origin and Sec-Fetch-Site: same-origin", async () => {
    await app
      .client()
      .post("/api/auth/register")
      .set(SITE)
      .set("Origin", "http://ofie.test")
      .set("Sec-Fetch-Site", "same-origin")
      .send(aNewUser())
      .expect(201);
    expect(await users()).toBe(1);
  });

  it("accepts the origin the site is published at (PUBLIC_URL), as a proxy in front may speak http", async () => {
    const proxied = await startTestApp({ PUBLIC_URL: "https://ofie.com.gh" });
    try {
      await proxied
        .client()
        .post("/api/auth/register")
        .set("Host", "10.0.0.5:3000")
        .set("Origin", "https://ofie.com.gh")
        .send(aNewUser())
        .expect(201);
    } finally {
      await proxied.close();
    }
  });

  it("keeps a form posted without JavaScript working (the unsubscribe button)", async () => {
    const res = await app
      .client()
      .post("/api/alerts/unsubscribe")
      .set(SITE)
      .set("Origin", "http://ofie.test")
      .set("Sec-Fetch-Site", "same-origin")
      .type("form")
      .send({ token: "no-such-token" })
      .expect(303);
    expect(res.headers.location).toBe("/alerts/unsubscribe/no-such-token");
  });

  it("lets a request with neither header through (curl, the CLI, another server)", async () => {
    await app.client().post("/api/auth/register").send(aNewUser()).expect(201);
  });

  it("lets a cross-site GET through: reads change nothing", async () => {
    await app
      .client()
      .get("/api/properties?limit=1")
      .set("Origin", "https://evil.example")
      .set("Sec-Fetch-Site", "cross-site")
      .expect(200);
  });
});

describe("signing out through GET /api/logout (spec §7)", () => {
  const sessions = async () => (await app.sql("SELECT id FROM sessions")).length;

  it("signs out when the browser says the visitor's own click or typing sent it", async () => {
    for (const site of ["same-origin", "none"]) {
      const client = app.client();
      await signUp(client);
      const res = await client.get("/api/logout").set("Sec-Fetch-Site", site).expect(302);
      expect(res.headers.location).toBe("/");
      await client.get("/api/auth/user").expect(401);
    }
    expect(await sessions()).toBe(0);
  });

  it("only asks when another site, a sibling site or a browser that does not say sent it", async () => {
    const client = app.client();
    await signUp(client);
    for (const site of ["cross-site", "same-site", undefined]) {
      const request = client.get("/api/logout").set("Origin", "https://evil.example");
      const res = await (site ? request.set("Sec-Fetch-Site", site) : request).expect(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.text).toContain("<h1>Sign out of Ofie?</h1>");
      expect(res.text).toMatch(
        /<form method="post" action="\/api\/logout">\s*<button type="submit">/,
      );
    }
    await client.get("/api/auth/user").expect(200);
    expect(await sessions()).toBe(1);
  });

  it("signs out on the page's POST, but not on a POST from another site", async () => {
    const client = app.client();
    await signUp(client);
    const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    await client.post("/api/logout").set(SITE).set(crossSite).expect(403);
    await client.get("/api/auth/user").expect(200);
    const res = await client
      .post("/api/logout")
      .set(SITE)
      .set({ Origin: "http://ofie.test", "Sec-Fetch-Site": "same-origin" })
      .type("form")
      .expect(303);
    expect(res.headers.location).toBe("/");
    await client.get("/api/auth/user").expect(401);
    expect(await sessions()).toBe(0);
  });

  it("sends a signed-out visitor home from another site's link: there is nothing to ask", async () => {
    const res = await app
      .client()
      .get("/api/logout")
      .set("Sec-Fetch-Site", "cross-site")
      .expect(302);
    expect(res.headers.location).toBe("/");
  });
});
