/**
 * @jest-environment <rootDir>/tests/support/worker-server-environment.cjs
 */
import { PERMISSIONS_POLICY } from "../../src/adapters/http/middleware/security-headers.js";
import { type BuiltServer } from "../support/built-server.js";
import { entryScriptOf } from "../support/entry-script.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decision 26, on the production build: the page's policy names this response's nonce and every
// script of the HTML carries it; static assets and the not-found page carry the headers too.
let server: BuiltServer;
beforeAll(async () => {
  server = await sharedBuiltServer();
}, 90_000);
afterAll(() => server?.release());

const nonceOf = (headers: Headers) =>
  /script-src 'self' 'nonce-([A-Za-z0-9_-]+)'/.exec(
    headers.get("content-security-policy") ?? "",
  )?.[1];

function expectHeaders(headers: Headers): void {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(nonceOf(headers)).toBeDefined();
  expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
  // "Copy link" on a listing writes the clipboard; nothing of ours reads it (decision 68).
  expect(PERMISSIONS_POLICY).toContain("clipboard-write=(self)");
  expect(PERMISSIONS_POLICY).toContain("clipboard-read=()");
}

/** Every <script> tag of the HTML with its nonce attribute, if any. */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(
    ([, attributes]) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
  );

describe("the headers on the production pages", () => {
  it("give each rendering of a page a fresh nonce, carried by every script of its HTML", async () => {
    // Two renderings: a visitor's page kept by the read cache is replayed byte for byte with the
    // policy it was rendered under (decision 22), so the second asks for another URL.
    const first = await server.get("/");
    const second = await server.get("/?from=newsletter");
    expect(second.headers.get("x-cache")).not.toBe("hit");
    expect(first.status).toBe(200);
    expectHeaders(first.headers);
    const nonce = nonceOf(first.headers);
    expect(nonce).not.toBe(nonceOf(second.headers));
    const nonces = scriptNonces(first.html);
    expect(nonces.length).toBeGreaterThan(0);
    expect(nonces.every((n) => n === nonce)).toBe(true);
    // Only one policy: Vike's own script-src header is not sent beside it.
    expect(first.headers.get("content-security-policy")).not.toContain(",");
  });

  it("reach a streamed page with React Query data (a listing) the same way", async () => {
    const [property] = JSON.parse((await server.get("/api/properties?limit=1")).html) as {
      id: number;
    }[];
    const res = await server.get(`/properties/${property.id}`);
    expect(res.status).toBe(200);
    const nonce = nonceOf(res.headers);
    const nonces = scriptNonces(
      res.html.replace(/<script type="application\/ld\+json"[^>]*>/g, ""),
    );
    expect(nonces.length).toBeGreaterThan(0);
    expect(nonces.every((n) => n === nonce)).toBe(true);
  });

  it("are on the not-found page and on a hashed asset", async () => {
    const missing = await server.get("/no/such/page");
    expect(missing.status).toBe(404);
    expectHeaders(missing.headers);
    const asset = entryScriptOf((await server.get("/about")).html);
    expect(asset).toBeDefined();
    const res = await server.get(String(asset));
    expect(res.status).toBe(200);
    expectHeaders(res.headers);
  });
});
