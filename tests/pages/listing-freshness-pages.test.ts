import { formatDate } from "../../web/ui/lib/format.js";
import { type BuiltServer } from "../support/built-server.js";
import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServer } from "../support/shared-built-server.js";

interface ApiProperty {
  id: number;
  title: string;
  freshness: "fresh" | "expired";
  underReview: boolean;
  lastConfirmedAt: string;
}

let server: BuiltServer;
let seeded: ApiProperty[];

beforeAll(async () => {
  server = await sharedBuiltServer();
  // Expired and reported listings are out of search: read every seeded listing by its id.
  const pages = await Promise.all(
    Array.from({ length: 120 }, (_, i) => server.get(`/api/properties/${i + 1}`)),
  );
  seeded = pages.filter((p) => p.status === 200).map((p) => JSON.parse(p.html) as ApiProperty);
}, 90_000);

afterAll(async () => {
  await server?.release();
});

const searchHtml = async () => (await server.get("/properties?limit=96")).html;

describe("freshness and reports on the server-rendered pages (decision 13)", () => {
  it("seeds some expired listings: out of /properties, their page kept with the notice", async () => {
    const expired = seeded.filter((p) => p.freshness === "expired");
    expect(expired.length).toBeGreaterThanOrEqual(3);
    const list = await searchHtml();
    for (const p of expired) expect(list).not.toContain(`>${escapeHtml(p.title)}</a>`);
    const { status, html } = await server.get(`/properties/${expired[0]?.id}`);
    expect(status).toBe(200);
    const since = formatDate(expired[0]?.lastConfirmedAt);
    expect(html).toContain(
      `This listing may no longer be available — the agent has not confirmed it since ${since}.`,
    );
    expect(html).toContain(">Report this listing</button>");
  });

  it("a fresh listing has no notice; after a confirmation it thanks the owner", async () => {
    const fresh = seeded.find((p) => p.freshness === "fresh" && !p.underReview);
    const plain = await server.get(`/properties/${fresh?.id}`);
    expect(plain.html).not.toContain("may no longer be available");
    expect(plain.html).toContain(">Report this listing</button>");
    const thanked = await server.get(`/properties/${fresh?.id}?confirmed=1`);
    expect(thanked.html).toContain("Thank you: this listing is confirmed as still available");
  });

  it("seeds one listing under review (3 reports): out of search, its page warns", async () => {
    const reviewed = seeded.filter((p) => p.underReview);
    expect(reviewed).toHaveLength(1);
    expect(await searchHtml()).not.toContain(`>${escapeHtml(reviewed[0]?.title ?? "")}</a>`);
    const { status, html } = await server.get(`/properties/${reviewed[0]?.id}`);
    expect(status).toBe(200);
    expect(html).toContain("Several visitors have reported this listing");
  });

  it("shows both seeded reported listings in the Properties tab of /admin", async () => {
    const login = await server.send("POST", "/api/admin/login", {
      password: "ssr-test-admin-password",
    });
    const cookie = /ofie\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
    const { html } = await server.get("/admin", { cookie, "x-forwarded-proto": "https" });
    expect(html).toContain(">Reported listings</h2>");
    expect(html).toContain("Plot of Land in Jisonayili");
    expect(html).toContain("2 Bedroom Apartment in Community 11, Tema");
    expect(html).toContain("hidden from search until reviewed");
    expect(html).toMatch(
      />Unpublish<span class="sr-only"> (<!-- -->)?Plot of Land in Jisonayili<\/span>/,
    );
  });

  it("a confirm link that is not valid says so, with no button", async () => {
    const { status, html } = await server.get(`/listings/confirm/${"x".repeat(43)}`);
    expect(status).toBe(200);
    expect(html).toContain("This confirmation link is invalid or has already been used.");
    expect(html).not.toContain("Yes, it is still available");
    const api = await server.get(`/api/listing-confirmations/${"x".repeat(43)}`);
    expect(api.status).toBe(404);
  });
});
