import { startTestApp, type TestApp } from "../support/test-app.js";
import { approve, approvedAgent, edit, ownerWithPendingListing } from "./my-listings-support.js";

// Decision 99: a listing's history, recorded on every path that changes it and read by anyone
// who may see the listing.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const history = (id: number) => app.client().get(`/api/properties/${id}/history`);

describe("GET /api/properties/{id}/history", () => {
  it("records a listing from its approval through Manage Listings: its price cut, let and back on the market, a confirmation", async () => {
    const { client, submissionId } = await ownerWithPendingListing(app, { price: "6000" });
    const id = await approve(app, submissionId);

    const listed = (await history(id).expect(200)).body;
    expect(listed).toMatchObject({
      propertyId: id,
      firstPrice: { price: "6000.00", currency: "GHS" },
      daysOnMarket: 0,
      lastConfirmedAt: null,
      changes: [],
    });

    await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, price: "5500" })
      .expect(200);
    await client.put(`/api/my-listings/${id}/status`).send({ status: "rented" }).expect(200);
    await client.put(`/api/my-listings/${id}/status`).send({ status: "available" }).expect(200);
    await client.post(`/api/properties/${id}/confirm`).expect(200);

    const after = (await history(id).expect(200)).body;
    expect(after.changes).toEqual([
      expect.objectContaining({ kind: "status", status: "available", oldStatus: "rented" }),
      expect.objectContaining({ kind: "status", status: "rented", oldStatus: "available" }),
      expect.objectContaining({ kind: "price", price: "5500.00", oldPrice: "6000.00" }),
    ]);
    expect(after.firstListedAt).toBe(listed.firstListedAt);
    expect(Date.parse(after.lastConfirmedAt)).toBeGreaterThanOrEqual(
      Date.parse(listed.firstListedAt),
    );

    // The cut shows on the listing and its card.
    const card = (await app.client().get(`/api/properties/${id}`).expect(200)).body;
    expect(card).toMatchObject({ recentlyReduced: true });
    expect(card.priceReducedAt).toEqual(after.changes[2].at);
  });

  it("counts days on the market from the first listing until it was let", async () => {
    const { client, submissionId } = await ownerWithPendingListing(app);
    const id = await approve(app, submissionId);
    await app.sql("UPDATE listing_events SET at = at - interval '20 days' WHERE property_id = $1", [
      id,
    ]);
    expect((await history(id).expect(200)).body.daysOnMarket).toBe(20);
    await client.put(`/api/my-listings/${id}/status`).send({ status: "rented" }).expect(200);
    await app.sql(
      "UPDATE listing_events SET at = at - interval '5 days' WHERE property_id = $1 AND kind = 'status'",
      [id],
    );
    expect((await history(id).expect(200)).body.daysOnMarket).toBe(15);
  });

  it("answers 404 where the listing's own page does: unknown, malformed or unpublished", async () => {
    await history(999999).expect(404);
    await app.client().get("/api/properties/abc/history").expect(404);
    const { submissionId } = await ownerWithPendingListing(app);
    const id = await approve(app, submissionId);
    await app.sql("UPDATE properties SET published = false WHERE id = $1", [id]);
    await history(id).expect(404);
  });

  it("records a listing an agent's edit raises, without a badge", async () => {
    const { client, agentId } = await approvedAgent(app);
    const [{ id }] = await app.sql<{ id: number }>(
      `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type,
                               agent_id, last_confirmed_at, expires_at)
       VALUES ('Agent flat', 'A flat an agent lists on Ofie.', 1800000, 'sale', 'Osu', 'Accra', 'Greater Accra',
               'apartment', $1, now(), now() + interval '60 days') RETURNING id`,
      [agentId],
    );
    await client.put(`/api/my-listings/${id}`).send(edit).expect(200);
    const body = (await history(id).expect(200)).body;
    expect(body.changes).toEqual([
      expect.objectContaining({ kind: "price", price: "1950000.00", oldPrice: "1800000.00" }),
    ]);
    expect((await app.client().get(`/api/properties/${id}`)).body.recentlyReduced).toBe(false);
  });
});
