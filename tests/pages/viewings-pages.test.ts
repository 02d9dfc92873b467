import { type BuiltServer } from "../support/built-server.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { seedsIn } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

// Decision 104's two pages as the server renders them: My viewings, seeded with both sides'
// viewings, and the lister's mailed link, which works without JavaScript.

const HTTPS = { "x-forwarded-proto": "https" };
const NOINDEX = '<meta name="robots" content="noindex, nofollow"';
const PHONE = "024 412 3456";

let server: BuiltServer;
let ama: Record<string, string>;
let amaListing: number;
let asked: { id: number; title: string };
let token: string;
/** The time Kofi asked to view Ama's listing at: tomorrow, 10:30 GMT. */
let time: string;

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

async function mailedText(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  const mails = (await server.outboxWithText()).filter((m) => m.to === to).reverse();
  for (const mail of mails) {
    const found = pattern.exec(mail.text);
    if (found) return found;
  }
  throw new Error(`no mail to ${to} matches ${pattern}`);
}

/** A new account that has proved its e-mail, as viewings ask: its session. */
async function verified(email: string, firstName: string): Promise<Record<string, string>> {
  const session = await server.signUp({ email, firstName, lastName: "Mensah" });
  const [, verify] = await mailedText(email, /\/verify-email\/([A-Za-z0-9_-]{43})/);
  const res = await server.send("POST", `/api/auth/verify-email/${verify}`, {}, session);
  if (!res.ok) throw new Error(`verify-email: ${res.status}`);
  return session;
}

async function request(session: Record<string, string>, propertyId: number) {
  return server.send(
    "POST",
    `/api/properties/${propertyId}/viewings`,
    { times: [time], phone: PHONE },
    session,
  );
}

beforeAll(async () => {
  server = await sharedBuiltServer();
  const now = new Date();
  time = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10, 30),
  ).toISOString();
  const amaEmail = `ama.viewings.${unique()}@example.com`;
  ama = await verified(amaEmail, "Ama");
  const kofi = await verified(`kofi.viewings.${unique()}@example.com`, "Kofi");

  // Ama lists a flat of her own (its mail goes to her submission's contact address)…
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...AHODWO_LISTING, contactEmail: amaEmail }))
    form.append(name, value);
  const sent = await fetch(`${server.baseUrl}/api/listings`, {
    method: "POST",
    headers: ama,
    body: form,
  });
  const submitted = (await sent.json()) as { id: number };
  const login = await server.send("POST", "/api/admin/login", {
    password: "ssr-test-admin-password",
  });
  const admin = {
    ...HTTPS,
    cookie: /ofie\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "",
  };
  const approved = await server.send(
    "PUT",
    `/api/admin/listings/${submitted.id}/status`,
    { status: "approved" },
    admin,
  );
  amaListing = ((await approved.json()) as { propertyId: number }).propertyId;
  // …Kofi asks to view it, and Ama asks to view a seeded rental (the first that may be booked).
  expect((await request(kofi, amaListing)).status).toBe(201);
  const rentals = JSON.parse((await server.get("/api/properties?type=rent&limit=12")).html) as {
    id: number;
    title: string;
  }[];
  for (const rental of rentals) {
    if ((await request(ama, rental.id)).status === 201) {
      asked = rental;
      break;
    }
  }
  expect(asked).toBeDefined();
  [, token] = await mailedText(amaEmail, /\/viewings\/answer\/([A-Za-z0-9_-]{43})\?time=/);
}, 120_000);

afterAll(async () => {
  await server?.release();
});

describe("/viewings rendered on the server", () => {
  it("asks a visitor to sign in, stays out of search engines and seeds nothing", async () => {
    const { status, html } = await server.get("/viewings", HTTPS);
    expect(status).toBe(200);
    expect(html).toContain("Sign in required");
    expect(html).toContain('href="/login?returnTo=%2Fviewings"');
    expect(html).toContain(NOINDEX);
    expect(seedsIn(html)).toEqual({});
  });

  it("shows a signed-in account both sides' viewings from the seeded GET /api/viewings", async () => {
    const { status, html } = await server.get("/viewings", ama);
    expect(status).toBe(200);
    expect(html).toMatch(/<title>My viewings — Ofie<\/title>/);
    expect(html).toContain(NOINDEX);
    const seeds = seedsIn(html)["/api/viewings"] as {
      asVisitor: { propertyId: number }[];
      asLister: { propertyId: number }[];
    };
    expect(seeds.asVisitor.map((v) => v.propertyId)).toEqual([asked.id]);
    expect(seeds.asLister.map((v) => v.propertyId)).toEqual([amaListing]);
    expect(html).toMatch(/<h2[^>]*>Viewings I asked for<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Requests for my listings<\/h2>/);
    expect(html).toContain(`id="listing-${amaListing}"`);
    expect(html).toContain(AHODWO_LISTING.title);
    expect(html).toContain("(1 waiting for your answer)");
    // The header's account links lead here.
    expect(html).toMatch(/<a[^>]*href="\/viewings"[^>]*>My viewings<\/a>/);
  });

  it("Manage Listings counts the requests waiting on each listing, linking to them", async () => {
    const { html } = await server.get("/manage-listings", ama);
    expect(html).toContain(`href="/viewings#listing-${amaListing}"`);
    expect(html).toContain("Viewing requests (1 waiting)");
  });
});

describe("/viewings/answer/@token rendered on the server", () => {
  const page = (query = "") => `/viewings/answer/${token}${query}`;

  it("shows the request from the seeded link, the mailed time first, and stays out of search", async () => {
    const { status, html } = await server.get(page(`?time=${encodeURIComponent(time)}`));
    expect(status).toBe(200);
    expect(html).toContain(NOINDEX);
    expect(Object.keys(seedsIn(html))).toEqual([`/api/viewing-answers/${token}`]);
    expect(html).toMatch(/<h1[^>]*>Viewing request<\/h1>/);
    expect(html).toContain(AHODWO_LISTING.title);
    expect(html).toContain(`action="/api/viewing-answers/${token}"`);
    expect(html).not.toContain("Link not valid");
  });

  it("says a bad link is not valid, seeding nothing", async () => {
    const { status, html } = await server.get(`/viewings/answer/${"x".repeat(43)}`);
    expect(status).toBe(200);
    expect(html).toContain("Link not valid");
    expect(html).toContain(NOINDEX);
    expect(seedsIn(html)).toEqual({});
  });

  it("says in words what ?done= and ?refused= name, and nothing for an unknown action", async () => {
    expect((await server.get(page("?done=decline"))).html).toContain(
      "You declined the request. We have told the visitor.",
    );
    expect((await server.get(page("?refused=confirm"))).html).toContain(
      "The viewing was not confirmed: the viewing has changed since",
    );
    const unknown = (await server.get(page("?refused=steal&done=steal"))).html;
    expect(unknown).not.toContain("was not");
    expect(unknown).not.toContain("We have told the visitor");
  });

  it("confirms a time by a form post without JavaScript, then shows what was done", async () => {
    const post = (body: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/viewing-answers/${token}`, {
        method: "POST",
        headers: { ...HTTPS, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
        redirect: "manual",
      });
    const confirmed = await post({ action: "confirm", time });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(page("?done=confirm"));
    const { html } = await server.get(page("?done=confirm"));
    expect(html).toContain("You confirmed the viewing.");
    expect(html).toContain("Confirmed: ");
    // The same post again is refused (the viewing moved on), and the page says so.
    const again = await post({ action: "confirm", time });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(page("?refused=confirm"));
    expect((await server.get(page("?refused=confirm"))).html).toContain(
      "The viewing was not confirmed",
    );
  });
});
