import { MAX_SAVED_SEARCHES } from "../../src/modules/alerts/saved-searches.types.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { kumasiHouses, savedSearchHelpers } from "./saved-searches-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.test/" });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { signedIn } = savedSearchHelpers(() => app);

describe("saved searches", () => {
  it("need sign-in for every call (401 Unauthorized)", async () => {
    const c = app.client();
    expect((await c.get("/api/saved-searches").expect(401)).text).toContain("Unauthorized");
    await c.post("/api/saved-searches").send(kumasiHouses).expect(401);
    await c.patch("/api/saved-searches/1").send({ frequency: "daily" }).expect(401);
    await c.delete("/api/saved-searches/1").expect(401);
  });

  it("saves the known filters only, lists, changes the frequency and deletes", async () => {
    const c = await signedIn();
    const saved = await c
      .post("/api/saved-searches")
      .send({
        ...kumasiHouses,
        name: "  Kumasi houses  ",
        query: { ...kumasiHouses.query, sort: "price-low", limit: "24", region: "all", evil: "x" },
      })
      .expect(201);
    expect(saved.body).toMatchObject({
      name: "Kumasi houses",
      frequency: "instant",
      active: true,
      lastSentAt: null,
      query: kumasiHouses.query,
    });
    // The query may also come as the page's query string.
    await c
      .post("/api/saved-searches")
      .send({
        name: "Rentals in Tema",
        frequency: "weekly",
        query: "/properties?type=rent&city=Tema",
      })
      .expect(201);
    const list = await c.get("/api/saved-searches").expect(200);
    expect(list.body.map((s: { name: string }) => s.name)).toEqual([
      "Rentals in Tema",
      "Kumasi houses",
    ]);
    expect(list.body[0].query).toEqual({ type: "rent", city: "Tema" });

    const changed = await c
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ frequency: "daily" })
      .expect(200);
    expect(changed.body.frequency).toBe("daily");
    await c.delete(`/api/saved-searches/${saved.body.id}`).expect(200, { deleted: true });
    await c.delete(`/api/saved-searches/${saved.body.id}`).expect(404);
    expect((await c.get("/api/saved-searches")).body).toHaveLength(1);
  });

  it("answers 400 with field messages and stores nothing", async () => {
    const c = await signedIn();
    const missing = await c.post("/api/saved-searches").send({ query: {} }).expect(400);
    expect(missing.body.errors).toEqual({
      name: ["Name is required"],
      frequency: ["Frequency must be instant, daily or weekly"],
    });
    const long = await c
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "x".repeat(81), frequency: "hourly" })
      .expect(400);
    expect(long.body.errors).toEqual({
      name: ["Name must be at most 80 characters"],
      frequency: ["Frequency must be instant, daily or weekly"],
    });
    const blank = await c
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, name: "   " })
      .expect(400);
    expect(blank.body.errors).toEqual({ name: ["Name is required"] });
    const badQuery = await c
      .post("/api/saved-searches")
      .send({ ...kumasiHouses, query: { minPrice: "cheap", type: "swap" } })
      .expect(400);
    expect(badQuery.body.errors.query).toEqual(
      expect.arrayContaining([
        "Minimum price must be an amount in GH₵ of 0 or more, e.g. 100000",
        "type must be sale or rent",
      ]),
    );
    expect(await app.sql("SELECT id FROM saved_searches")).toHaveLength(0);

    const saved = await c.post("/api/saved-searches").send(kumasiHouses).expect(201);
    const badChange = await c
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ frequency: "monthly" })
      .expect(400);
    expect(badChange.body.errors).toEqual({
      frequency: ["Frequency must be instant, daily or weekly"],
    });
    await c.patch(`/api/saved-searches/${saved.body.id}`).send({}).expect(400);
    await c.patch("/api/saved-searches/abc").send({ frequency: "daily" }).expect(404);
  });

  it("keeps each user's searches apart: another user's answers 404", async () => {
    const ama = await signedIn();
    const kwame = await signedIn();
    const saved = await ama.post("/api/saved-searches").send(kumasiHouses).expect(201);
    expect((await kwame.get("/api/saved-searches")).body).toEqual([]);
    const res = await kwame
      .patch(`/api/saved-searches/${saved.body.id}`)
      .send({ frequency: "weekly" })
      .expect(404);
    expect(res.body.message).toBe("Saved search not found");
    await kwame.delete(`/api/saved-searches/${saved.body.id}`).expect(404);
    expect((await ama.get("/api/saved-searches")).body[0].frequency).toBe("instant");
  });

  it(`stops at ${MAX_SAVED_SEARCHES} searches with a clear 400`, async () => {
    const c = await signedIn();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i += 1) {
      await c
        .post("/api/saved-searches")
        .send({ ...kumasiHouses, name: `Search ${i}` })
        .expect(201);
    }
    const res = await c.post("/api/saved-searches").send(kumasiHouses).expect(400);
    expect(res.body.message).toBe(
      "You can keep up to 20 saved searches. Delete one to save another.",
    );
    expect(await app.sql("SELECT id FROM saved_searches")).toHaveLength(MAX_SAVED_SEARCHES);
  });
});
