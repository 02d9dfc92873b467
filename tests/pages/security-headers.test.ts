import { createHash } from "node:crypto";
import { PERMISSIONS_POLICY } from "../../src/adapters/http/middleware/security-headers.js";
import { type BuiltServer } from "../support/built-server.js";
import { entryScriptOf } from "../support/entry-script.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decision 26, on the production build: every response's policy names a nonce of its own; a
// signed-in page's scripts carry it, and a visitor's page, which the read cache sends again, names
// its inline scripts by hash instead (issue 32). Static assets and the not-found page carry the
// headers too.
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

/** The sources of the policy's script-src directive. */
const scriptSources = (headers: Headers) =>
  (/script-src ([^;]+)/.exec(headers.get("content-security-policy") ?? "")?.[1] ?? "").split(" ");

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** The text of every inline script the browser would run (no src; no data type such as JSON). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/\bsrc=|type="application\/(json|ld\+json)"/.test(attributes ?? ""),
    )
    .map(([, , body]) => body ?? "");

async function adminSession(): Promise<Record<string, string>> {
  const res = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (res.status !== 200 || !cookie) throw new Error(`admin sign-in failed: ${res.status}`);
  return { cookie };
}

/** Every <script> tag of the HTML with its nonce attribute, if any. */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map(
    ([, attributes]) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null,
  );

describe("the headers on the production pages", () => {
  it("give every response of a visitor's page a nonce of its own, and admit its inline scripts by hash", async () => {
    // The second is the read cache's copy (decision 22): it must not replay the first's nonce.
    const first = await server.get("/");
    const second = await server.get("/");
    expect(first.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("hit");
    expectHeaders(first.headers);
    expectHeaders(second.headers);
    expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers));
    expect(second.html).toBe(first.html);
    expect(scriptNonces(first.html).every((n) => n === null)).toBe(true);
    const inline = inlineScripts(first.html);
    expect(inline.length).toBeGreaterThan(0);
    for (const { headers } of [first, second]) {
      const allowed = scriptSources(headers);
      for (const body of inline) expect(allowed).toContain(`'sha256-${sha256(body)}'`);
    }
    // Only one policy: Vike's own script-src header is not sent beside it.
    expect(first.headers.get("content-security-policy")).not.toContain(",");
  });

  it("give a signed-in page, never kept, this response's nonce on every script", async () => {
    const [property] = JSON.parse((await server.get("/api/properties?limit=1")).html) as {
      id: number;
    }[];
    const admin = await adminSession();
    const res = await server.get(`/properties/${property.id}`, admin);
    expect(res.status).toBe(200);
    const nonce = nonceOf(res.headers);
    const nonces = scriptNonces(
      res.html.replace(/<script type="application\/ld\+json"[^>]*>/g, ""),
    );
    expect(nonces.length).toBeGreaterThan(0);
    expect(nonces.every((n) => n === nonce)).toBe(true);
    expect(nonceOf((await server.get(`/properties/${property.id}`, admin)).headers)).not.toBe(
      nonce,
    );
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
