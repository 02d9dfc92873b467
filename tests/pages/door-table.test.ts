import Router from "@koa/router";
import { API_READS } from "../../src/adapters/http/reads/index.js";
import { apiRouters } from "../../src/adapters/http/routers/index.js";
import type { Services } from "../../src/container/services.js";
import { type BuiltServer } from "../support/built-server.js";
import { seedsIn } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decision 46: the /api GET reads and the pages' seeds are made from one table. Every read in it
// is mounted once, and every page seeds, under a URL of the table, exactly the JSON the API
// answers for that URL to the same session.

/** Table reads no page below seeds, each with the reason. */
const NOT_SEEDED = new Set([
  "/api/auth/user", // the user comes with every page as authUser
  "/api/properties/:id/can-manage", // asked by the browser once the user is known
  "/api/properties/:id/availability-asks/mine", // likewise
  "/api/properties/pins", // the map view's, asked once the browser can draw the map
  "/api/my-listings/:id/inquiries", // opened on demand
  "/api/my-listings/:id/photos", // opened with the edit dialog
  "/api/auth/verify-email/:token", // the mailed links' pages render their own state
  "/api/auth/confirm-email/:token",
  "/api/auth/password-reset/:token",
  "/api/agent-registration/verify/:token",
  "/api/agent-claims/:token",
  "/api/listing-confirmations/:token", // seeded only for a live link, which needs a mailed token
  "/api/availability-answers/:token", // likewise
  "/api/viewing-answers/:token", // likewise
  // Viewings (decision 104): the property page's panel asks once the user is known, and no
  // page shows one viewing alone.
  "/api/properties/:id/viewings/mine",
  "/api/viewings/:id",
]);

const anything = new Proxy({}, { get: () => anything }) as unknown as Services;

/** The table's own route for a URL: the first GET route that matches, as Koa picks it. */
const table = new Router();
for (const read of API_READS) table.get(read.url, () => {});
function readOf(url: string): string | undefined {
  const path = url.split("?")[0] ?? "";
  const layer = table.match(path, "GET").pathAndMethod.find((l) => l.methods.length > 0);
  return layer ? String(layer.path) : undefined;
}

describe("the table of reads", () => {
  it("names each route once, and the app mounts each exactly once", () => {
    const urls = API_READS.map((read) => read.url);
    expect(new Set(urls).size).toBe(urls.length);
    const mountedGets = apiRouters(anything).flatMap((router) =>
      router.stack.filter((layer) => layer.methods.includes("GET")).map((layer) => layer.path),
    );
    for (const url of urls)
      expect([url, mountedGets.filter((p) => p === url).length]).toEqual([url, 1]);
  });
});

describe("every page's seeds", () => {
  let server: BuiltServer;
  const sessions: Record<string, Record<string, string>> = {};
  let pages: string[];

  beforeAll(async () => {
    server = await sharedBuiltServer();
    const properties = (await (await fetch(`${server.baseUrl}/api/properties`)).json()) as {
      id: number;
    }[];
    const posts = (await (await fetch(`${server.baseUrl}/api/blog`)).json()) as { slug: string }[];
    const hostels = (await (await fetch(`${server.baseUrl}/api/student-hostels`)).json()) as {
      id: number;
    }[];
    const agents = (await (await fetch(`${server.baseUrl}/api/agents`)).json()) as { id: number }[];
    const id = properties[0]?.id;
    sessions.visitor = { "x-forwarded-proto": "https" };
    sessions.user = await server.signUp({
      email: `doors.${Date.now()}@example.com`,
      firstName: "Kwame",
      lastName: "Doors",
    });
    await server.send("POST", "/api/favorites", { propertyId: id }, sessions.user);
    const admin = await server.send("POST", "/api/admin/login", {
      password: "ssr-test-admin-password",
    });
    const cookie = /ofie\.sid=[^;]+/.exec(admin.headers.get("set-cookie") ?? "")?.[0] ?? "";
    sessions.admin = { "x-forwarded-proto": "https", cookie };
    pages = [
      "/",
      "/properties",
      "/properties?type=rent&city=Kumasi&sort=price-low&page=2",
      `/properties/${id}`,
      "/price-guide",
      "/price-guide?city=Accra&type=rent&bedrooms=2",
      "/agents",
      `/agents/${agents[0]?.id}`,
      "/blog",
      `/blog/${posts[0]?.slug}`,
      "/student-hostels",
      `/student-hostels/${hostels[0]?.id}`,
      "/favorites",
      "/profile",
      "/manage-listings",
      "/viewings",
      "/admin",
      `/listings/confirm/${"A".repeat(43)}`,
      `/viewings/answer/${"A".repeat(43)}`,
    ];
  }, 120_000);

  afterAll(async () => {
    await server?.release();
  });

  it("holds, under a table URL, what the API answers that session for it", async () => {
    const wrong: string[] = [];
    const seeded = new Set<string>();
    for (const page of pages) {
      for (const [who, headers] of Object.entries(sessions)) {
        const { status, html } = await server.get(page, headers);
        if (status !== 200) wrong.push(`${page} as ${who} → ${status}`);
        for (const [url, seed] of Object.entries(seedsIn(html) ?? {})) {
          const read = readOf(url);
          if (!read) wrong.push(`${page} as ${who} seeds ${url}, which no table read answers`);
          else seeded.add(read);
          const res = await fetch(`${server.baseUrl}${url}`, { headers });
          const answer = await res.json();
          // The agent profile's 404 ("not an agent") is seeded as null.
          if (seed === null && res.status === 404) continue;
          if (!res.ok) wrong.push(`${page} as ${who} seeds ${url}, which answers ${res.status}`);
          // Reading an article counts a view: the API's read is one more than the page's.
          const same =
            read === "/api/blog/:slug"
              ? { ...answer, views: (seed as { views?: number }).views }
              : answer;
          if (JSON.stringify(seed) !== JSON.stringify(same))
            wrong.push(`${page} as ${who}: the seed of ${url} is not the API's answer`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const unseeded = API_READS.map((read) => read.url).filter((url) => !seeded.has(url));
    expect(unseeded.sort()).toEqual([...NOT_SEEDED].sort());
  }, 180_000);
});
