import { signUp } from "../support/builders.js";
import { insertAgent, insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
let propertyId: number;
beforeAll(async () => {
  app = await startTestApp();
  const agentId = await insertAgent(app, { name: "Ama Owusu" });
  propertyId = await insertProperty(app, { title: "Airport Residential flat", agent_id: agentId });
  await insertProperty(app, { title: "East Legon house", agent_id: agentId });
  await insertHostel(app, {});
});
afterAll(() => app.close());

const PUBLIC = "public, max-age=30, stale-while-revalidate=60";

describe("public reads: Cache-Control, ETag and 304", () => {
  it.each([
    "/api/properties",
    "/api/properties/count",
    "/api/properties/{id}",
    "/api/properties/{id}/similar",
    "/api/student-hostels",
    "/api/agents",
    "/api/blog",
  ])("%s is public for 30 s, carries a weak ETag and answers 304 to it", async (route) => {
    const url = route.replace("{id}", String(propertyId));
    const first = await app.client().get(url).expect(200);
    expect(first.headers["cache-control"]).toBe(PUBLIC);
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await app.client().get(url).set("If-None-Match", first.headers.etag).expect(304);
    expect(again.text).toBe("");
    expect(again.headers["cache-control"]).toBe(PUBLIC);
  });

  it("a changed list gets a new ETag, so a stale If-None-Match is answered in full", async () => {
    const before = await app.client().get("/api/properties").expect(200);
    await insertProperty(app, { title: "Tema community 25 townhouse" });
    const after = await app
      .client()
      .get("/api/properties")
      .set("If-None-Match", before.headers.etag)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.map((p: { title: string }) => p.title)).toContain(
      "Tema community 25 townhouse",
    );
  });

  it("a 404 is not made cacheable", async () => {
    const res = await app.client().get("/api/properties/999999").expect(404);
    expect(res.headers["cache-control"] ?? "").not.toContain("public");
  });

  it("never marks session or admin answers public", async () => {
    const visitor = app.client();
    await signUp(visitor);
    for (const url of ["/api/auth/user", "/api/favorites", "/api/agents/profile"]) {
      const res = await visitor.get(url);
      expect(res.headers["cache-control"] ?? "").not.toContain("public");
    }
    const admin = app.client();
    await admin.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
    for (const url of ["/api/admin/session", "/api/admin/stats", "/api/admin/leads"]) {
      const res = await admin.get(url).expect(200);
      expect(res.headers["cache-control"] ?? "").not.toContain("public");
    }
  });
});

describe("compression", () => {
  it("sends a large JSON answer brotli- or gzip-compressed as asked, and a small one plain", async () => {
    const plain = await app.client().get("/api/properties").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toHaveLength(3);
    // supertest decodes both, so each must be the same listing the plain answer carries.
    for (const encoding of ["br", "gzip"]) {
      const res = await app.client().get("/api/properties").set("Accept-Encoding", encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.body).toEqual(plain.body);
    }

    const count = await app.client().get("/api/properties/count").set("Accept-Encoding", "gzip");
    expect(count.headers["content-encoding"]).toBeUndefined();
  });
});
