import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiRouters } from "../../src/adapters/http/routers/index.js";
import type { Services } from "../../src/container/services.js";
import { pressApplicationLinkOn } from "../support/agent-application.js";
import { type BuiltServer } from "../support/built-server.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { seedsIn } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";
import { ACCESS, EVERYONE, type Who } from "./authority-walk.access.js";

// Every API route and every page, asked as a visitor, a user, a verified agent and the admin
// (issue 15): a route gives each exactly what the services allow, and a page's server-side data
// holds no answer the API would refuse the same session. A route or page added without an entry
// here fails the walk, so a forgotten check cannot hide in a new door.

/** Routes that end or change the session they are sent with: walked last, each actor once. */
const SESSION_CHANGING = new Set(["POST /api/logout", "POST /api/admin/logout"]);

/** The routes as the app mounts them, read from the routers themselves. */
function mountedRoutes(): string[] {
  const anything = new Proxy({}, { get: () => anything }) as unknown as Services;
  const routes = new Set<string>();
  for (const router of apiRouters(anything)) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method !== "HEAD") routes.add(`${method} ${layer.path}`);
      }
    }
  }
  return [...routes];
}

/** The pages' routes, from web/pages/ as Vike's filesystem routing reads it. */
function pageRoutes(
  dir = fileURLToPath(new URL("../../web/pages", import.meta.url)),
  route = "",
): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "+Page.tsx" && !route.startsWith("/_error")) found.push(route || "/");
    else if (statSync(full).isDirectory() && !entry.startsWith("+")) {
      const segment = entry === "index" ? "" : `/${entry.replace(/^@/, ":")}`;
      found.push(...pageRoutes(full, route + segment));
    }
  }
  return found;
}

function seedsOfPage(html: string): Record<string, unknown> | undefined {
  try {
    return seedsIn(html);
  } catch {
    return undefined;
  }
}

let server: BuiltServer;
const sessions = {} as Record<Who, Record<string, string>>;
let params: Record<string, string>;

const HTTPS = { "x-forwarded-proto": "https" };
const UNKNOWN_TOKEN = "A".repeat(43);

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

function cookieOf(res: Response): string {
  const cookie = /ofie\.sid=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`${res.url} set no session cookie`);
  return cookie;
}

async function multipart(pathname: string, fields: Record<string, string>, headers = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${server.baseUrl}${pathname}`, {
    method: "POST",
    headers: { ...HTTPS, ...headers },
    body: form,
  });
}

async function signIn(): Promise<Record<string, string>> {
  return server.signUp({
    email: `walker.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    firstName: "Akosua",
    lastName: "Walker",
  });
}

async function adminSession(): Promise<Record<string, string>> {
  const res = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  await json(res);
  return { ...HTTPS, cookie: cookieOf(res) };
}

/**
 * A user who applied signed in (the address proved by the link mailed there) and was approved,
 * with one listing approved as theirs.
 */
async function verifiedAgent(admin: Record<string, string>) {
  const agent = await signIn();
  const applied = await json<{ id: number; email: string }>(
    await multipart(
      "/api/agent-registration",
      {
        name: "Akosua Walker",
        email: `akosua.walker.${Date.now()}@example.com`,
        phone: "024 777 0142",
        company: "Walker Homes",
        yearsExperience: "5",
        specialization: "Residential Properties",
        location: "Ashanti",
        bio: "Five years letting family homes in Ahodwo, Nhyiaeso and Danyame, Kumasi.",
        languages: "English, Twi",
      },
      agent,
    ),
  );
  await pressApplicationLinkOn(server, applied.email);
  await json(
    await server.send(
      "PUT",
      `/api/admin/agent-registrations/${applied.id}/status`,
      { status: "approved" },
      admin,
    ),
  );
  const submitted = await json(await multipart("/api/listings", AHODWO_LISTING, agent));
  await json(
    await server.send(
      "PUT",
      `/api/admin/listings/${submitted.id}/status`,
      { status: "approved" },
      admin,
    ),
  );
  const mine = await fetch(`${server.baseUrl}/api/my-listings`, { headers: agent });
  const listings = await json<{ id: number }[]>(mine);
  if (listings.length !== 1) throw new Error(`the agent manages ${listings.length} listings`);
  return {
    agent,
    applicationId: String(applied.id),
    submissionId: String(submitted.id),
    listingId: String(listings[0].id),
  };
}

beforeAll(async () => {
  server = await sharedBuiltServer();
  const admin = await adminSession();
  const { agent, applicationId, submissionId, listingId } = await verifiedAgent(admin);
  Object.assign(sessions, { visitor: { ...HTTPS }, user: await signIn(), agent, admin });
  const posts = await json<{ slug: string }[]>(await fetch(`${server.baseUrl}/api/blog`));
  const agents = await json<{ id: number }[]>(await fetch(`${server.baseUrl}/api/agents`));
  params = {
    id: listingId,
    propertyId: listingId,
    slug: posts[0].slug,
    token: UNKNOWN_TOKEN,
    agentId: String(agents[0].id),
    applicationId,
    submissionId,
  };
}, 120_000);

afterAll(async () => {
  await server?.release();
});

/** The route's path with real ids; each :id means what its route names. */
function concrete(route: string): string {
  const [, pathname] = route.split(" ");
  return pathname.replace(/:(\w+)/g, (_, name: string) => {
    if (name === "id" && pathname.startsWith("/api/agents/")) return params.agentId;
    if (name === "id" && pathname.includes("/agent-registrations/")) return params.applicationId;
    if (name === "id" && pathname.startsWith("/api/admin/listings/")) return params.submissionId;
    if (name === "id" && pathname.startsWith("/api/saved-searches/")) return "1";
    return params[name] ?? "1";
  });
}

async function ask(route: string, who: Who): Promise<number> {
  const [method] = route.split(" ");
  const res = await fetch(`${server.baseUrl}${concrete(route)}`, {
    method,
    redirect: "manual",
    headers: {
      ...sessions[who],
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(method === "GET" ? {} : { body: "{}" }),
  });
  await res.arrayBuffer();
  return res.status;
}

function verdict(route: string, who: Who, status: number): string {
  const access = ACCESS[route];
  const allowed =
    access === "owner" || access === "agent"
      ? who === "agent"
      : access === "party"
        ? who === "user" || who === "agent"
        : access.includes(who);
  if (status >= 500) return `${status}: a server error`;
  if (allowed) {
    const refused = access === "owner" ? [401, 403, 404] : [401, 403];
    return refused.includes(status) ? `${status}: refused, but ${who} may` : "ok";
  }
  const expected = who === "visitor" || who === "admin" ? [401] : [401, 403, 404];
  if (access === "agent" && who !== "visitor") expected.push(404);
  if (access === "party" && who === "admin") expected.splice(0, 1, 403);
  return expected.includes(status) ? "ok" : `${status}: let in, but ${who} may not`;
}

describe("every page, as each kind of actor", () => {
  it("renders without a server error and seeds no answer the API refuses that session", async () => {
    // Before the API walk, whose last routes end these sessions.
    const fresh = sessions;
    const wrong: string[] = [];
    for (const route of pageRoutes()) {
      const pathname = route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "1");
      for (const who of EVERYONE) {
        const { status, html } = await server.get(pathname, fresh[who]);
        if (status >= 500) wrong.push(`${pathname} as ${who} → ${status}`);
        // Pages without a data hook carry no seeds.
        const seeds = (status === 200 && seedsOfPage(html)) || {};
        for (const [url, seeded] of Object.entries(seeds)) {
          if (seeded === null) continue;
          const res = await fetch(`${server.baseUrl}${url}`, { headers: fresh[who] });
          await res.arrayBuffer();
          if (!res.ok)
            wrong.push(`${pathname} as ${who} seeds ${url}, which answers ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("every API route, as each kind of actor", () => {
  it("has an access rule for every mounted route, and no rule for a route that is gone", () => {
    const mounted = mountedRoutes();
    expect(mounted.filter((route) => !(route in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !mounted.includes(route))).toEqual([]);
  });

  it("gives each actor exactly what the rule allows: refused with 401/403/404, never a 500", async () => {
    const routes = Object.keys(ACCESS).filter((route) => !SESSION_CHANGING.has(route));
    const wrong: string[] = [];
    for (const route of [...routes, ...SESSION_CHANGING]) {
      for (const who of EVERYONE) {
        const outcome = verdict(route, who, await ask(route, who));
        if (outcome !== "ok") wrong.push(`${route} as ${who} → ${outcome}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
