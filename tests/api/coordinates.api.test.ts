import { BBOX_MESSAGE, COORDINATE_MESSAGES } from "#modules/listings/listing-coordinates.js";
import { signUp } from "../support/builders.js";
import { insertHostel, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { listing, submit } from "./listing-submissions-support.js";
import { ACCRA_BOX, EAST_LEGON, insertMapCatalogue, OSU } from "./map-search-support.js";
import { approve, approvedAgent, edit } from "./my-listings-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const at = (point: { latitude: number; longitude: number }) => ({ ...point });
const titles = (body: { title: string }[]) => body.map((p) => p.title).sort();

describe("coordinates on the listing form (POST /api/listings)", () => {
  it("keeps a pin inside Ghana; approval copies it to the listing, served on the list and the page", async () => {
    const client = app.client();
    await signUp(client);
    const created = await submit(client, listing({ latitude: "5.6360", longitude: "-0.161" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(EAST_LEGON);
    const [mail] = await app.sql<{ body: string }>(
      "SELECT body FROM mail_outbox WHERE body LIKE '%submitted for review%'",
    );
    expect(mail?.body).toContain("Map position: 5.636, -0.161");
    const propertyId = await approve(app, created.body.id);
    const page = await app.client().get(`/api/properties/${propertyId}`).expect(200);
    expect(page.body).toMatchObject(EAST_LEGON);
    const list = await app.client().get("/api/properties").expect(200);
    expect(list.body[0]).toMatchObject({ id: propertyId, ...EAST_LEGON });
  });

  it("takes neither: a listing with no pin has null coordinates", async () => {
    const created = await submit(app.client(), listing({ latitude: "", longitude: " " }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    ["London", { latitude: "51.5072", longitude: "-0.1276" }, { latitude: "latitude" }],
    [
      "Lomé, just east of the box",
      { latitude: "6.1319", longitude: "1.2228" },
      { longitude: "longitude" },
    ],
    [
      "swapped (longitude as latitude)",
      { latitude: "-0.161", longitude: "5.636" },
      { latitude: "latitude", longitude: "longitude" },
    ],
    [
      "not numbers",
      { latitude: "five", longitude: "1e1" },
      { latitude: "latitude", longitude: "longitude" },
    ],
    ["only a latitude", { latitude: "5.636" }, { longitude: "longitudeMissing" }],
    ["only a longitude", { longitude: "-0.161" }, { latitude: "latitudeMissing" }],
  ] as const)(
    "refuses a pin %s with the field's message (400)",
    async (_case, fields, expected) => {
      const res = await submit(app.client(), listing(fields));
      expect(res.status).toBe(400);
      const messages = Object.fromEntries(
        Object.entries(expected).map(([field, key]) => [field, [COORDINATE_MESSAGES[key]]]),
      );
      expect(res.body.errors).toEqual(messages);
      expect(await app.sql("SELECT id FROM listing_submissions")).toHaveLength(0);
    },
  );
});

describe("coordinates in Manage Listings' edit (PUT /api/my-listings/{id})", () => {
  it("sets a pin, accepts numbers from JSON, and clears it when both are left empty", async () => {
    const { client, agentId } = await approvedAgent(app);
    const id = await insertProperty(app, { agent_id: agentId });
    const set = await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, ...OSU })
      .expect(200);
    expect(set.body).toMatchObject(OSU);
    expect((await app.client().get(`/api/properties/${id}`)).body).toMatchObject(OSU);
    const cleared = await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, latitude: "", longitude: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
  });

  it("answers 400 for half a pin or one outside Ghana, and keeps the stored one", async () => {
    const { client, agentId } = await approvedAgent(app);
    const id = await insertProperty(app, { agent_id: agentId, ...OSU });
    const half = await client.put(`/api/my-listings/${id}`).send({ ...edit, latitude: 5.6 });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({ longitude: [COORDINATE_MESSAGES.longitudeMissing] });
    const abroad = await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, latitude: 12.1, longitude: -1.5 });
    expect(abroad.status).toBe(400);
    expect(abroad.body.errors).toEqual({ latitude: [COORDINATE_MESSAGES.latitude] });
    expect((await app.client().get(`/api/properties/${id}`)).body).toMatchObject(OSU);
  });
});

describe("map search: GET /api/properties?bbox=west,south,east,north", () => {
  const catalogue = () => insertMapCatalogue(app);

  it("lists only the pins in the box, listings with no pin left out; the count agrees", async () => {
    await catalogue();
    const c = app.client();
    const inAccra = await c.get(`/api/properties?bbox=${ACCRA_BOX}`).expect(200);
    expect(titles(inAccra.body)).toEqual(["East Legon house", "Osu flat to let", "Osu house"]);
    const count = await c.get(`/api/properties/count?bbox=${ACCRA_BOX}`).expect(200);
    expect(count.body).toEqual({ total: 3 });
    // Ghana's whole box: every listing with a pin.
    const all = await c.get("/api/properties/count?bbox=-3.3,4.5,1.2,11.2").expect(200);
    expect(all.body).toEqual({ total: 4 });
  });

  it("takes the box's edges as inside", async () => {
    await catalogue();
    const edge = `${OSU.longitude},${OSU.latitude},-0.1,5.6`;
    const res = await app.client().get(`/api/properties?bbox=${edge}`).expect(200);
    expect(titles(res.body)).toEqual(["Osu flat to let", "Osu house"]);
  });

  it("combines with every other filter, the sorts and paging", async () => {
    await catalogue();
    const c = app.client();
    const get = async (query: string) =>
      (await c.get(`/api/properties?bbox=${ACCRA_BOX}&${query}`).expect(200)).body;
    expect(titles(await get("type=rent"))).toEqual(["Osu flat to let"]);
    expect(titles(await get("propertyType=house&maxPrice=2000000"))).toEqual(["Osu house"]);
    expect(titles(await get("search=osu"))).toEqual(["Osu flat to let", "Osu house"]);
    expect(titles(await get("city=Kumasi"))).toEqual([]);
    expect(titles(await get("bedrooms=3&type=sale"))).toEqual(["East Legon house", "Osu house"]);
    const cheapestFirst = await get("sort=price-low&type=sale");
    expect(cheapestFirst.map((p: { title: string }) => p.title)).toEqual([
      "Osu house",
      "East Legon house",
    ]);
    const secondPage = await get("sort=price-high&type=sale&limit=1&offset=1");
    expect(secondPage.map((p: { title: string }) => p.title)).toEqual(["Osu house"]);
    const counted = await c.get(`/api/properties/count?bbox=${ACCRA_BOX}&type=sale`).expect(200);
    expect(counted.body).toEqual({ total: 2 });
  });

  it.each([
    ["three numbers", "-0.25,5.5,-0.1"],
    ["five numbers", "-0.25,5.5,-0.1,5.7,1"],
    ["words", "west,south,east,north"],
    ["NaN", "NaN,5.5,-0.1,5.7"],
    ["Infinity", "-Infinity,5.5,-0.1,5.7"],
    ["an exponent", "-2.5e-1,5.5,-0.1,5.7"],
    ["west not below east", "-0.1,5.5,-0.25,5.7"],
    ["west equal to east", "-0.1,5.5,-0.1,5.7"],
    ["south not below north", "-0.25,5.7,-0.1,5.5"],
    ["outside Ghana's box", "-0.25,5.5,2.5,5.7"],
    ["the whole world", "-180,-90,180,90"],
    ["an empty part", "-0.25,,-0.1,5.7"],
  ])("answers 400 with the bbox message for %s, on the list and the count", async (_case, bbox) => {
    const c = app.client();
    for (const url of ["/api/properties", "/api/properties/count"]) {
      const res = await c.get(`${url}?bbox=${encodeURIComponent(bbox)}`);
      expect([url, res.status, res.body.errors]).toEqual([url, 400, { bbox: [BBOX_MESSAGE] }]);
    }
  });

  it("answers 400, never 500, for a bbox given twice or as an array", async () => {
    const c = app.client();
    const twice = await c.get(`/api/properties?bbox=${ACCRA_BOX}&bbox=nonsense`);
    expect(twice.status).toBe(200); // the first is read, as for every other key
    const bad = await c.get("/api/properties?bbox[]=1&bbox[]=2");
    expect(bad.status).toBeLessThan(500);
  });
});

describe("a saved search of an area", () => {
  it("keeps the box as a filter, and refuses a bad one with the bbox message", async () => {
    const client = app.client();
    await signUp(client);
    const query = { bbox: ACCRA_BOX, type: "sale" };
    const saved = await client
      .post("/api/saved-searches")
      .send({ name: "Near Osu", frequency: "instant", query })
      .expect(201);
    expect(saved.body.query).toEqual(query);
    const bad = await client
      .post("/api/saved-searches")
      .send({ name: "Nowhere", frequency: "instant", query: { bbox: "1,2,3,4" } })
      .expect(400);
    expect(bad.body.errors).toEqual({ query: [BBOX_MESSAGE] });
  });
});

describe("map search on GET /api/student-hostels", () => {
  it("filters the hostels by the box, with the other filters; serves their coordinates", async () => {
    await insertHostel(app, { name: "Okponglo Lodge", latitude: 5.642, longitude: -0.177 });
    await insertHostel(app, {
      name: "Ayeduase Lodge",
      location: "Ayeduase, Kumasi",
      latitude: 6.673,
      longitude: -1.558,
    });
    await insertHostel(app, { name: "Unplaced Lodge" });
    const c = app.client();
    const all = await c.get("/api/student-hostels").expect(200);
    expect(all.body.find((h: { name: string }) => h.name === "Okponglo Lodge")).toMatchObject({
      latitude: 5.642,
      longitude: -0.177,
    });
    const names = async (query: string) =>
      (await c.get(`/api/student-hostels?${query}`).expect(200)).body
        .map((h: { name: string }) => h.name)
        .sort();
    expect(await names(`bbox=${ACCRA_BOX}`)).toEqual(["Okponglo Lodge"]);
    expect(await names("bbox=-1.7,6.6,-1.5,6.8&search=ayeduase")).toEqual(["Ayeduase Lodge"]);
    expect(await names(`bbox=${ACCRA_BOX}&search=ayeduase`)).toEqual([]);
    const bad = await c.get("/api/student-hostels?bbox=1,2,3").expect(400);
    expect(bad.body.errors).toEqual({ bbox: [BBOX_MESSAGE] });
  });
});

describe("the database keeps pins honest whatever writes them", () => {
  it("refuses half a pin or one outside Ghana's box", async () => {
    await expect(insertProperty(app, { latitude: 5.6 })).rejects.toThrow();
    await expect(insertProperty(app, { latitude: 51.5, longitude: -0.12 })).rejects.toThrow();
    await expect(insertProperty(app, at(EAST_LEGON))).resolves.toBeGreaterThan(0);
  });
});
