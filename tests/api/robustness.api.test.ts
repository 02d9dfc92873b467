import { signUp } from "../support/builders.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Bodies a broken client or an attacker might send instead of the expected object. */
const BAD_BODIES: unknown[] = [
  [],
  [1, 2],
  "text",
  42,
  null,
  { propertyId: 1e20, email: ["a@b.c"], name: { $ne: 1 }, password: 12, message: null },
  { propertyId: -1, status: ["approved"], email: "a".repeat(5000) },
  { __proto__: { isAdmin: true }, constructor: { prototype: {} } },
  { propertyId: "1; DROP TABLE users", status: "approved'--" },
];

const JSON_WRITES: [string, string][] = [
  ["post", "/api/auth/register"],
  ["post", "/api/auth/login"],
  ["put", "/api/profile"],
  ["post", "/api/favorites"],
  ["post", "/api/inquiries"],
  ["post", "/api/contact/submit"],
  ["post", "/api/newsletter/subscribe"],
  ["post", "/api/admin/login"],
  ["put", "/api/admin/agent-registrations/1/status"],
  ["put", "/api/admin/listings/1/status"],
  ["post", "/api/agent-registration"],
  ["post", "/api/listings"],
  ["put", "/api/my-listings/1"],
  ["put", "/api/my-listings/1/status"],
  ["post", "/api/properties/1/contact-clicks"],
  ["post", "/api/agents/1/contact-clicks"],
  ["post", "/api/student-hostels/1/contact-clicks"],
];

const ODD_READS = [
  "/api/properties?limit=1e400&offset=-5",
  "/api/properties?city=a&city=b&search[]=x",
  "/api/properties?minPrice=%00&bedrooms=4%2B",
  "/api/properties/0",
  "/api/properties/-1",
  "/api/properties/%E0%A4%A",
  "/api/agents?sort[]=rating&limit=abc",
  "/api/blog?category[]=Legal&limit=-1",
  "/api/blog/%00",
  "/api/student-hostels?priceRange[]=all&search=%FF",
  "/api/favorites/../../etc/passwd",
  "/api/my-listings/1e3/inquiries",
  "/uploads/../../package.json",
];

describe("no user input produces a 500", () => {
  it.each(JSON_WRITES)("%s %s answers 4xx to malformed JSON bodies", async (method, path) => {
    const signedIn = app.client();
    await signUp(signedIn);
    await signedIn.post("/api/admin/login").send({ password: "test-admin-password" });
    const id = await insertProperty(app);
    for (const body of BAD_BODIES) {
      const res = await signedIn[method as "post" | "put"](path)
        .set("content-type", "application/json")
        .send(JSON.stringify(body));
      expect(res.status).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    // A well-formed body with a value the route does not know may succeed, but never with a 500.
    const odd = await signedIn[method as "post" | "put"](path).send({
      propertyId: id,
      status: "weird",
    });
    expect(odd.status).toBeLessThan(500);
    const broken = await signedIn[method as "post" | "put"](path)
      .set("content-type", "application/json")
      .send('{"email": "unterminated');
    expect(broken.status).toBe(400);
  });

  it.each(ODD_READS)("GET %s answers without a server error", async (path) => {
    const res = await app.client().get(path);
    expect(res.status).toBeLessThan(500);
  });

  it("refuses oversized JSON bodies with 413", async () => {
    const res = await app
      .client()
      .post("/api/contact/submit")
      .send({ name: "A", email: "a@example.com", message: "x".repeat(200 * 1024) });
    expect(res.status).toBe(413);
  });

  it("never lets a body set the admin flag or a user id", async () => {
    const c = app.client();
    await c.post("/api/auth/register").send({
      ...{
        email: "mallory@example.com",
        password: "long-password-1",
        firstName: "M",
        lastName: "X",
      },
      isAdmin: true,
      id: 1,
    });
    await c.get("/api/admin/stats").expect(401);
  });
});

describe("request ids", () => {
  it("answers with a request id, keeping a plain one the caller sent and replacing a bad one", async () => {
    const own = await app.client().get("/api/properties").set("x-request-id", "trace-42");
    expect(own.headers["x-request-id"]).toBe("trace-42");
    const bad = await app.client().get("/api/properties").set("x-request-id", "x".repeat(100));
    expect(bad.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
