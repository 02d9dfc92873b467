import { TOKENS } from "../../src/container/tokens.js";
import type { CatalogueChanges } from "../../src/shared/ports.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { asBytes, locs, partXml } from "./sitemap-support.js";

// Issue 32: /sitemap.xml with any query string skipped the cache and listed every listing in
// one answer. Now an index of parts of at most 50,000 URLs, each kept by the read cache
// whatever the query. The cache is on in production only; this file turns it on at the
// production default size.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ READ_CACHE_MB: "32" });
  await within(
    "the read cache's LISTEN connection",
    app.application.database.catalogueChanges.ready(),
    30_000,
  );
});
afterAll(() => app.close());

/**
 * `count` published listings in one statement, ids from 1 (the app's reset restarts them), and
 * the database's notice of them heard: no later emptying of the cache can surprise a test.
 */
async function insertListings(count: number): Promise<void> {
  const changes = app.application.container.get<CatalogueChanges>(TOKENS.CatalogueChanges);
  const heard = new Promise<void>((resolve) => {
    const stop = changes.subscribe(() => {
      stop();
      resolve();
    });
  });
  await app.sql(
    `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                             property_type, created_at, updated_at)
     SELECT 'Flat ' || n, 'A flat.', 1000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment',
            now(), timestamptz '2026-11-20T12:00:00Z'
       FROM generate_series(1, $1::int) AS n`,
    [count],
  );
  await within("the database's notification of the listings", heard, 30_000);
}

/**
 * A GET as from one site: a sitemap prints absolute URLs, so its kept copy is per Host, and
 * supertest's own Host names a new port at each request.
 */
const get = (url: string) => app.client().get(url).set("Host", "ofie.test");

describe("the sitemap's index and parts", () => {
  beforeAll(async () => {
    await app.reset();
    await insertListings(50_001);
  }, 120_000);

  it("splits more than 50,000 listings into parts of at most 50,000 URLs", async () => {
    const index = await app.client().get("/sitemap.xml").expect(200);
    expect(locs(index.text)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/properties-1.xml.gz",
      "/sitemaps/properties-2.xml.gz",
    ]);
    const first = await asBytes(app.client().get("/sitemaps/properties-1.xml.gz")).expect(200);
    const firstLocs = locs(partXml(first));
    expect(firstLocs).toHaveLength(50_000);
    expect(firstLocs[0]).toBe("/properties/1");
    expect(firstLocs.at(-1)).toBe("/properties/50000");
    // Some 300 KB for 50,000 URLs: well within the cache's largest entry.
    expect(first.body.length).toBeLessThan(1024 * 1024);
    const second = await asBytes(app.client().get("/sitemaps/properties-2.xml.gz")).expect(200);
    expect(locs(partXml(second))).toEqual(["/properties/50001"]);
    expect(partXml(second)).toContain("<lastmod>2026-11-20</lastmod>");
    await app.client().get("/sitemaps/properties-3.xml.gz").expect(404);
  }, 60_000);

  it("answers /sitemap.xml?x=1 and ?y=2 (and other spellings) from one kept copy", async () => {
    const first = await get("/sitemap.xml?x=1").expect(200);
    expect(first.headers["x-cache"]).toBe("miss");
    for (const url of [
      "/sitemap.xml?y=2",
      "/sitemap.xml",
      "/SITEMAP.xml?x=3",
      "/sitemap.xml/?a&b",
    ]) {
      const again = await get(url).expect(200);
      expect({ url, cache: again.headers["x-cache"] }).toEqual({ url, cache: "hit" });
      expect(again.text).toBe(first.text);
    }
    // A session cookie does not step around it: nothing in a sitemap depends on who asks.
    const withCookie = await get("/sitemap.xml?z=9").set("Cookie", "ofie.sid=x").expect(200);
    expect(withCookie.headers["x-cache"]).toBe("hit");
  });

  it("keeps each part once, whatever its query or the encodings a client accepts", async () => {
    const part = "/sitemaps/properties-2.xml.gz";
    const made = await asBytes(get(`${part}?x=1`)).expect(200);
    expect(made.headers["x-cache"]).toBe("miss");
    for (const [query, encoding] of [
      [`y=${"9".repeat(200)}`, "gzip, deflate"],
      ["x=1", "identity"],
      ["z", "br;q=0.5, made-up"],
    ]) {
      const kept = await asBytes(
        get(`${part}?${query}`).set("Accept-Encoding", encoding as string),
      ).expect(200);
      expect({ encoding, cache: kept.headers["x-cache"] }).toEqual({ encoding, cache: "hit" });
      expect(Buffer.compare(kept.body, made.body)).toBe(0);
    }
    // The large part too, in the cache's default size (32 MB, 2 MB at most an entry).
    const big = () => asBytes(get("/sitemaps/properties-1.xml.gz?page=2"));
    expect((await big().expect(200)).headers["x-cache"]).toBe("miss");
    expect((await big().set("Accept-Encoding", "identity").expect(200)).headers["x-cache"]).toBe(
      "hit",
    );
    const pages = await get("/sitemaps/pages.xml?utm_source=x").expect(200);
    const pagesAgain = await get("/sitemaps/pages.xml?q").expect(200);
    expect(pagesAgain.headers["x-cache"]).toBe("hit");
    expect(pagesAgain.text).toBe(pages.text);
  }, 60_000);
});
