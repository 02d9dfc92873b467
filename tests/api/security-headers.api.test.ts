import type supertest from "supertest";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";

// Decision 26: every answer carries the headers, whatever produced it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function expectSecurityHeaders(res: supertest.Response): void {
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  const csp = String(res.headers["content-security-policy"]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "img-src 'self' data: blob: https:",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(res.headers["strict-transport-security"]).toBeUndefined();
  expectPermissionsPolicy(res.headers["permissions-policy"]);
}

/** Geolocation for our own pages' location banner; the rest of what a page could ask, refused. */
function expectPermissionsPolicy(header: string | undefined): void {
  const policy = new Map(
    String(header)
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
  expect(policy.get("geolocation")).toBe("(self)");
  for (const feature of ["camera", "microphone", "payment", "usb", "browsing-topics"]) {
    expect({ feature, allowed: policy.get(feature) }).toEqual({ feature, allowed: "()" });
  }
}

describe("security headers", () => {
  it("are on an API answer, with a new nonce each time", async () => {
    const first = await app.client().get("/api/properties?limit=1").expect(200);
    const second = await app.client().get("/api/properties?limit=1").expect(200);
    expectSecurityHeaders(first);
    expect(first.headers["content-security-policy"]).not.toBe(
      second.headers["content-security-policy"],
    );
  });

  it("are on a static file", async () => {
    const res = await app.client().get("/images/placeholder-agent.jpg").expect(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expectSecurityHeaders(res);
  });

  it("are on an API 404", async () => {
    expectSecurityHeaders(await app.client().get("/api/no-such-thing").expect(404));
  });

  it("are on error answers: 400 for malformed JSON, 401, 403", async () => {
    expectSecurityHeaders(
      await app
        .client()
        .post("/api/auth/login")
        .set("Content-Type", "application/json")
        .send("{not json")
        .expect(400),
    );
    expectSecurityHeaders(await app.client().get("/api/favorites").expect(401));
    expectSecurityHeaders(
      await app.client().post("/api/favorites").set("Sec-Fetch-Site", "cross-site").expect(403),
    );
  });
});

describe("HSTS", () => {
  it("is sent in production over https only, for at least a year, a read cache hit too", async () => {
    const production = await startTestApp({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      ...BEHIND_LOCAL_PROXY,
    });
    try {
      await production.application.database.catalogueChanges.ready();
      const secure = await production
        .client()
        .get("/api/properties?limit=1")
        .set("X-Forwarded-Proto", "https")
        .expect(200);
      const maxAge = Number(/max-age=(\d+)/.exec(secure.headers["strict-transport-security"])?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
      const plain = await production.client().get("/api/properties?limit=1").expect(200);
      expect(plain.headers["x-cache"]).toBe("hit");
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
      // The hit is answered before Koa (decision 22): it says HSTS itself, over https only.
      const secureHit = await production
        .client()
        .get("/api/properties?limit=1")
        .set("X-Forwarded-Proto", "https")
        .expect(200);
      expect(secureHit.headers["x-cache"]).toBe("hit");
      expect(secureHit.headers["strict-transport-security"]).toBe(
        secure.headers["strict-transport-security"],
      );
    } finally {
      await production.close();
    }
  });
});
