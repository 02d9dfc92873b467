import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("favourites", () => {
  it("need sign-in for every call (401 Unauthorized)", async () => {
    const c = app.client();
    expect((await c.get("/api/favorites").expect(401)).text).toContain("Unauthorized");
    await c.post("/api/favorites").send({ propertyId: 1 }).expect(401);
    await c.delete("/api/favorites/1").expect(401);
  });

  it("adds once, lists with the nested property and agent, and removes", async () => {
    const c = app.client();
    await signUp(c);
    const agentId = await insertAgent(app, { name: "Efua Owusu" });
    const id = await insertProperty(app, { title: "Spintex townhouse", agent_id: agentId });
    const first = await c.post("/api/favorites").send({ propertyId: id }).expect(201);
    const second = await c
      .post("/api/favorites")
      .send({ propertyId: String(id) })
      .expect(200);
    expect(second.body.id).toBe(first.body.id);
    const list = await c.get("/api/favorites").expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: first.body.id,
      propertyId: id,
      property: { id, title: "Spintex townhouse", agent: { name: "Efua Owusu" } },
    });
    expect(list.body[0].createdAt).toEqual(expect.any(String));
    await c.delete(`/api/favorites/${id}`).expect(200, { removed: true });
    await c.delete(`/api/favorites/${id}`).expect(200, { removed: false });
    expect((await c.get("/api/favorites")).body).toEqual([]);
  });

  it("answers an add with the property as the saved list shows it, with or without an agent", async () => {
    // The add reads the listing in its own statement (issue 21), the list through the ORM.
    const c = app.client();
    await signUp(c);
    const agentId = await insertAgent(app, { name: "Yaw Boateng", rating: "4.5" });
    const withAgent = await insertProperty(app, { agent_id: agentId, viewing_fee: "50" });
    const byOwner = await insertProperty(app, {
      owner_name: "Akosua Frimpong",
      owner_phone: "+233241234567",
      listing_type: "rent",
      rent_period: "month",
      rent_advance_months: 12,
    });
    const added = [
      (await c.post("/api/favorites").send({ propertyId: withAgent }).expect(201)).body,
      (await c.post("/api/favorites").send({ propertyId: byOwner }).expect(201)).body,
    ];
    const listed = (await c.get("/api/favorites").expect(200)).body;
    // Only the list adds the price in the other currency (the add's answer is not a page's).
    const comparable = (f: { property: Record<string, unknown> }) => ({
      ...f,
      property: { ...f.property, priceConversion: null },
    });
    expect(added.map(comparable)).toEqual(listed.reverse().map(comparable));
    expect(added[0].property.agent).toMatchObject({ name: "Yaw Boateng", rating: "4.5" });
    expect(added[1].property.agent).toBeNull();
  });

  it("makes one favourite of adds sent at the same moment, each answered 2xx", async () => {
    const c = app.client();
    await signUp(c);
    const id = await insertProperty(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.post("/api/favorites").send({ propertyId: id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await app.sql("SELECT id FROM favorites")).toHaveLength(1);
  });

  it("keeps each user's favourites apart", async () => {
    const id = await insertProperty(app);
    const ama = app.client();
    const kwame = app.client();
    await signUp(ama);
    await signUp(kwame);
    await ama.post("/api/favorites").send({ propertyId: id }).expect(201);
    expect((await kwame.get("/api/favorites")).body).toEqual([]);
    await kwame.delete(`/api/favorites/${id}`).expect(200, { removed: false });
    expect((await ama.get("/api/favorites")).body).toHaveLength(1);
  });

  it("answers 404 for an unknown property and 400 for a bad id, storing nothing", async () => {
    const c = app.client();
    await signUp(c);
    const res = await c.post("/api/favorites").send({ propertyId: 4242 }).expect(404);
    expect(res.body.message).toBe("Property Not Found");
    const bad = await c.post("/api/favorites").send({ propertyId: "two" }).expect(400);
    expect(bad.body.errors).toEqual({ propertyId: ["propertyId must be a positive whole number"] });
    await c.post("/api/favorites").send({}).expect(400);
    await c.delete("/api/favorites/abc").expect(400);
    expect(await app.sql("SELECT id FROM favorites")).toHaveLength(0);
  });
});
