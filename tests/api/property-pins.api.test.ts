import { PIN_CAP } from "#modules/catalogue/catalogue.service.js";
import { BBOX_MESSAGE } from "#modules/listings/listing-coordinates.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { ACCRA_BOX, EAST_LEGON, insertMapCatalogue, OSU } from "./map-search-support.js";

// GET /api/properties/pins (decision 69): the map view's pins for the list's own filters, light
// (no description, photos or agent), at most PIN_CAP with an honest `more`; and GET
// /api/map-tiles, where the maps fetch their tiles.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

interface Pins {
  pins: { id: number; title: string }[];
  more: boolean;
}
const titles = (body: Pins) => body.pins.map((p) => p.title).sort();

/** The bbox tests' listings, and a dollar one and an unpublished one besides. */
async function catalogue() {
  await insertMapCatalogue(app);
  await insertProperty(app, {
    title: "Dollar villa in East Legon",
    ...EAST_LEGON,
    price: "450000",
    price_currency: "USD",
  });
  await insertProperty(app, { title: "Unpublished Osu house", ...OSU, published: false });
}

describe("GET /api/properties/pins", () => {
  it("gives every searchable listing with a pin, only what a pin shows", async () => {
    await catalogue();
    const res = await app.client().get("/api/properties/pins").expect(200);
    expect(titles(res.body)).toEqual([
      "Ahodwo house",
      "Dollar villa in East Legon",
      "East Legon house",
      "Osu flat to let",
      "Osu house",
    ]);
    expect(res.body.more).toBe(false);
    const flat = res.body.pins.find((p: { title: string }) => p.title === "Osu flat to let");
    expect(flat).toEqual({
      id: expect.any(Number),
      title: "Osu flat to let",
      ...OSU,
      price: "6000.00",
      priceCurrency: "GHS",
      listingType: "rent",
      rentPeriod: "month",
    });
    const villa = res.body.pins.find((p: { title: string }) => p.title.startsWith("Dollar"));
    expect(villa).toMatchObject({ priceCurrency: "USD", listingType: "sale", rentPeriod: null });
    // A public read, kept by browsers and proxies like the list.
    expect(res.headers["cache-control"]).toMatch(/public/);
  });

  it("filters as the list does: the box with every other filter, the list and count agreeing", async () => {
    await catalogue();
    const c = app.client();
    const check = async (query: string, expected: string[]) => {
      const pins = (await c.get(`/api/properties/pins?${query}`).expect(200)).body as Pins;
      const list = (await c.get(`/api/properties?${query}`).expect(200)).body as {
        title: string;
      }[];
      const count = (await c.get(`/api/properties/count?${query}`).expect(200)).body;
      expect([query, titles(pins)]).toEqual([query, expected]);
      expect([query, list.map((p) => p.title).sort()]).toEqual([query, expected]);
      expect([query, count]).toEqual([query, { total: expected.length }]);
    };
    await check(`bbox=${ACCRA_BOX}`, [
      "Dollar villa in East Legon",
      "East Legon house",
      "Osu flat to let",
      "Osu house",
    ]);
    await check(`bbox=${ACCRA_BOX}&type=rent`, ["Osu flat to let"]);
    await check(`bbox=${ACCRA_BOX}&type=sale&maxPrice=2000000`, ["Osu house"]);
    await check(`bbox=${ACCRA_BOX}&search=osu&propertyType=apartment`, ["Osu flat to let"]);
    await check(`bbox=${ACCRA_BOX}&city=Kumasi`, []);
    await check("city=Kumasi&bedrooms=3", ["Ahodwo house"]);
    // Sort and paging change the list's order and length, never which pins there are.
    const sorted = await c.get(`/api/properties/pins?bbox=${ACCRA_BOX}&sort=price-low&limit=1`);
    expect(sorted.body.pins).toHaveLength(4);
  });

  it.each([
    ["three numbers", "-0.25,5.5,-0.1"],
    ["words", "west,south,east,north"],
    ["an exponent", "-2.5e-1,5.5,-0.1,5.7"],
    ["west not below east", "-0.1,5.5,-0.25,5.7"],
    ["outside Ghana's box", "-0.25,5.5,2.5,5.7"],
    ["the whole world", "-180,-90,180,90"],
  ])("answers 400 with the bbox message for %s", async (_case, bbox) => {
    const res = await app.client().get(`/api/properties/pins?bbox=${encodeURIComponent(bbox)}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ bbox: [BBOX_MESSAGE] });
  });

  it("answers 400 for the list's other bad filters too", async () => {
    const res = await app.client().get("/api/properties/pins?minPrice=-5&type=swap");
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["minPrice", "type"]);
  });

  it(`stops at ${PIN_CAP} pins and says there are more`, async () => {
    await insertProperty(app, { title: "Pinned", ...OSU });
    const [{ columns }] = await app.sql<{ columns: string }>(
      `SELECT string_agg(quote_ident(column_name), ', ') AS columns FROM information_schema.columns
        WHERE table_name = 'properties' AND column_name <> 'id' AND is_generated = 'NEVER'`,
    );
    // PIN_CAP copies of it: PIN_CAP + 1 in all.
    await app.sql(
      `INSERT INTO properties (${columns}) SELECT ${columns} FROM properties, generate_series(1, ${PIN_CAP})`,
    );
    const all = await app.client().get("/api/properties/pins").expect(200);
    expect(all.body.pins).toHaveLength(PIN_CAP);
    expect(all.body.more).toBe(true);
    await app.sql("DELETE FROM properties WHERE id = (SELECT max(id) FROM properties)");
    const exactly = await app.client().get("/api/properties/pins").expect(200);
    expect([exactly.body.pins.length, exactly.body.more]).toEqual([PIN_CAP, false]);
  });
});

describe("GET /api/map-tiles", () => {
  it("gives the TILE_URL the server was started with and OpenStreetMap's credit", async () => {
    const res = await app.client().get("/api/map-tiles").expect(200);
    expect(res.body).toEqual({
      url: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      attribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
  });

  it("lets the page load images from the tile server (CSP img-src)", async () => {
    const res = await app.client().get("/api/map-tiles").expect(200);
    const imgSrc = /img-src ([^;]+)/.exec(res.headers["content-security-policy"] ?? "")?.[1];
    expect(imgSrc?.split(" ")).toContain("http://127.0.0.1:9");
  });
});
