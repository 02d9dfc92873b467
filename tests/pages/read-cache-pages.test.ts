import { type BuiltServer } from "../support/built-server.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decision 22: the production server keeps visitors' pages. One worker, so that two requests
// meet the same cache (with two, each worker keeps its own).
let server: BuiltServer;
let property: { id: number; title: string };
beforeAll(async () => {
  server = await sharedBuiltServer({ env: { WEB_CONCURRENCY: "1" } });
  [property] = (await (await fetch(`${server.baseUrl}/api/properties?limit=1`)).json()) as {
    id: number;
    title: string;
  }[];
}, 120_000);
afterAll(() => server?.release());

const BROTLI = { "accept-encoding": "br" };

async function adminSession(): Promise<Record<string, string>> {
  const res = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 200 || !cookie) throw new Error(`admin sign-in failed: ${res.status}`);
  return { cookie };
}

describe("the read cache of visitors' pages", () => {
  it("a second visitor's page is answered from the cache, the same HTML, compressed as asked", async () => {
    const first = await server.get("/properties?type=rent", BROTLI);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("miss");
    const second = await server.get("/properties?type=rent", BROTLI);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(second.html).toBe(first.html);
    expect(second.headers.get("set-cookie")).toBeNull();
    // The kept page is byte for byte the one rendered, but not its policy: the hit's names a
    // nonce of its own (issue 32) beside the same script hashes.
    const nonce = (res: { headers: Headers }) =>
      /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const hashes = (res: { headers: Headers }) =>
      (res.headers.get("content-security-policy") ?? "").match(/'sha256-[^']+'/g);
    expect(nonce(second)).toBeTruthy();
    expect(nonce(second)).not.toBe(nonce(first));
    expect(hashes(second)?.length).toBeGreaterThan(0);
    expect(hashes(second)).toEqual(hashes(first));
    expect(second.html).not.toMatch(/\snonce="/);
  });

  it("never keeps a page a mailed secret link opens: it shows that one saved search or listing now", async () => {
    for (const path of [
      `/alerts/unsubscribe/${"u".repeat(43)}`,
      `/listings/confirm/${"c".repeat(43)}`,
    ]) {
      await server.get(path);
      const again = await server.get(path);
      expect(again.headers.get("x-cache")).toBeNull();
    }
  });

  it("a refused write leaves the kept pages alone", async () => {
    await server.get("/agents?sort=newest");
    const refused = await server.send("POST", "/api/newsletter/subscribe", {
      email: "not-an-email",
    });
    expect(refused.status).toBe(400);
    expect((await server.get("/agents?sort=newest")).headers.get("x-cache")).toBe("hit");
  });

  it("never serves a signed-in user a visitor's page, nor keeps theirs for a visitor", async () => {
    const session = await server.signUp({
      email: "kofi.cache@example.com",
      firstName: "Kofi",
      lastName: "Mensah",
    });
    await server.get("/student-hostels");
    expect((await server.get("/student-hostels")).headers.get("x-cache")).toBe("hit");
    const mine = await server.get("/student-hostels", session);
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.html).toContain("kofi.cache@example.com");

    const own = await server.get("/agents", session);
    expect(own.headers.get("x-cache")).toBeNull();
    const visitor = await server.get("/agents");
    expect(visitor.headers.get("x-cache")).toBe("miss");
    expect(visitor.html).not.toContain("kofi.cache@example.com");
  });

  it("a write through the API: the next visitor sees the listing taken down", async () => {
    const url = `/properties/${property.id}`;
    await server.get(url);
    const cached = await server.get(url);
    expect(cached.headers.get("x-cache")).toBe("hit");
    expect(cached.status).toBe(200);

    const report = await server.send("POST", `/api/properties/${property.id}/reports`, {
      reason: "scam",
    });
    expect(report.status).toBe(201);
    const admin = await adminSession();
    const decided = await server.send(
      "PUT",
      `/api/admin/reports/${property.id}`,
      { action: "unpublish", reason: "The property is no longer available." },
      admin,
    );
    expect(decided.status).toBe(200);

    const after = await server.get(url);
    expect(after.status).toBe(404);
    expect(after.headers.get("x-cache")).toBeNull();
  });
});
