import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { approvedAgent as approvedAgentOf, edit } from "./my-listings-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const approvedAgent = () => approvedAgentOf(app);

describe("PUT /api/my-listings/{id}", () => {
  it("edits the listing's text, price, rooms, area and amenities; the public page shows it", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId });
    const res = await client.put(`/api/my-listings/${id}`).send(edit).expect(200);
    expect(res.body).toMatchObject({
      id,
      title: edit.title,
      price: "1950000.00",
      bedrooms: 3,
      bathrooms: 4,
      parking: 2,
      area: "260.50",
      amenities: ["Borehole", "Security"],
    });
    const page = await app.client().get(`/api/properties/${id}`).expect(200);
    expect(page.body).toMatchObject({ title: edit.title, price: "1950000.00" });
  });

  it("clears the optional fields left empty", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId });
    const res = await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, bedrooms: "", parking: null, area: undefined, amenities: undefined })
      .expect(200);
    expect(res.body).toMatchObject({ bedrooms: null, parking: null, area: null, amenities: [] });
  });

  it("answers 400 with the listing form's messages and changes nothing", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId, title: "Kept title" });
    const res = await client
      .put(`/api/my-listings/${id}`)
      .send({ title: "Flat", description: "Too short", price: "", bedrooms: "two", area: "big" })
      .expect(400);
    expect(res.body.errors).toEqual({
      title: ["Title must be at least 5 characters"],
      description: ["Description must be at least 20 characters"],
      price: ["Price is required"],
      bedrooms: ["Bedrooms must be a whole number"],
      area: ["Area must be a number of square metres"],
    });
    const [row] = await app.sql<{ title: string }>("SELECT title FROM properties WHERE id = $1", [
      id,
    ]);
    expect(row.title).toBe("Kept title");
  });

  it("saves a rental's honest terms; an advance above 6 months is flagged on the property page", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, {
      agent_id: agentId,
      listing_type: "rent",
      rent_period: "month",
      price: "6500",
    });
    const res = await client
      .put(`/api/my-listings/${id}`)
      .send({
        ...edit,
        price: "7000",
        rentAdvanceMonths: 12,
        viewingFee: "50",
        commissionPercent: "10",
        digitalAddress: " ga 183 8164 ",
        titleStatus: "registered",
      })
      .expect(200);
    expect(res.body).toMatchObject({ rentAdvanceMonths: 12, titleStatus: null });
    const page = (await app.client().get(`/api/properties/${id}`).expect(200)).body;
    expect(page).toMatchObject({
      price: "7000.00",
      rentAdvanceMonths: 12,
      exceedsLegalAdvance: true,
      viewingFee: "50.00",
      commissionPercent: "10.00",
      digitalAddress: "GA-183-8164",
      titleStatus: null,
    });
    // A full PUT: the terms left out are cleared again.
    await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, price: "7000" })
      .expect(200);
    const cleared = (await app.client().get(`/api/properties/${id}`).expect(200)).body;
    expect(cleared).toMatchObject({
      rentAdvanceMonths: null,
      exceedsLegalAdvance: false,
      viewingFee: null,
      digitalAddress: null,
    });
  });

  it("bounds the price by the stored listing's type, period and currency: 0 and beyond refused, the bounds kept (issue 18)", async () => {
    const { client, agentId } = await approvedAgent();
    const rent = await insertProperty(app, {
      agent_id: agentId,
      listing_type: "rent",
      rent_period: "month",
      price: "4500",
    });
    const put = (id: number, price: string) =>
      client.put(`/api/my-listings/${id}`).send({ ...edit, price });
    const zero = await put(rent, "0").expect(400);
    expect(zero.body.errors).toEqual({ price: ["Price must be more than 0"] });
    const over = await put(rent, "1000001").expect(400);
    expect(over.body.errors).toEqual({
      price: ["Rent per month must be between GH₵50 and GH₵1,000,000"],
    });
    // A sale price typed into a monthly rent is refused, not published.
    expect((await put(rent, "1950000").expect(400)).body.errors.price).toHaveLength(1);
    await put(rent, "50").expect(200);
    await put(rent, "1000000").expect(200);
    const sale = await insertProperty(app, { agent_id: agentId, price: "450000" });
    const low = await put(sale, "999").expect(400);
    expect(low.body.errors).toEqual({
      price: ["A sale price must be between GH₵1,000 and GH₵500,000,000"],
    });
    await put(sale, "500000001").expect(400);
    await put(sale, "1000").expect(200);
    await put(sale, "500000000").expect(200);
    const dollars = await insertProperty(app, {
      agent_id: agentId,
      price: "190000",
      price_currency: "USD",
    });
    const usd = await put(dollars, "US$ 50,000,001").expect(400);
    expect(usd.body.errors).toEqual({
      price: ["A sale price must be between US$100 and US$50,000,000"],
    });
    const rows = await app.sql<{ id: number; price: string }>(
      "SELECT id, price FROM properties ORDER BY id",
    );
    expect(rows.map((r) => r.price)).toEqual(["1000000.00", "500000000.00", "190000.00"]);
  });

  it("drops the advance of a sale and keeps land's title status, in the listing's own currency", async () => {
    const { client, agentId } = await approvedAgent();
    const plot = await insertProperty(app, {
      agent_id: agentId,
      property_type: "land",
      price: "85000",
      price_currency: "USD",
    });
    const res = await client
      .put(`/api/my-listings/${plot}`)
      .send({ ...edit, price: "US$ 90,000", rentAdvanceMonths: "3", titleStatus: "search-done" })
      .expect(200);
    expect(res.body).toMatchObject({
      price: "90000.00",
      priceCurrency: "USD",
      rentAdvanceMonths: null,
      titleStatus: "search-done",
    });
    const slip = await client
      .put(`/api/my-listings/${plot}`)
      .send({ ...edit, price: "GH₵ 90,000", priceCurrency: "GHS" })
      .expect(400);
    expect(slip.body.errors).toEqual({
      price: ["The price's currency does not match the currency chosen"],
    });
    const [row] = await app.sql<{ price_currency: string; title_status: string }>(
      "SELECT price_currency, title_status FROM properties WHERE id = $1",
      [plot],
    );
    expect(row).toEqual({ price_currency: "USD", title_status: "search-done" });
  });

  it("refuses a digital address that is none (400) and changes nothing", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, {
      agent_id: agentId,
      title: "Kept title",
      digital_address: "AK-039-5028",
    });
    const res = await client
      .put(`/api/my-listings/${id}`)
      .send({ ...edit, digitalAddress: "Near the Shell station", viewingFee: "fifty" })
      .expect(400);
    expect(res.body.errors).toEqual({
      digitalAddress: ["Digital address must look like GA-183-8164"],
      viewingFee: ["Viewing fee must be an amount in GH₵, e.g. 50"],
    });
    const [row] = await app.sql<{ title: string; digital_address: string }>(
      "SELECT title, digital_address FROM properties WHERE id = $1",
      [id],
    );
    expect(row).toEqual({ title: "Kept title", digital_address: "AK-039-5028" });
  });

  it("answers 401 signed out, 404 for an unknown listing and 403 for someone else's", async () => {
    const { client } = await approvedAgent();
    const theirs = await insertProperty(app, { agent_id: await insertAgent(app) });
    await app.client().put(`/api/my-listings/${theirs}`).send(edit).expect(401);
    await client.put("/api/my-listings/424242").send(edit).expect(404);
    await client.put("/api/my-listings/abc").send(edit).expect(404);
    const refused = await client.put(`/api/my-listings/${theirs}`).send(edit).expect(403);
    expect(refused.body.message).toBe("You can only manage your own listings");
    // A stranger's bad body is refused as a stranger, not told what is wrong with it.
    await client.put(`/api/my-listings/${theirs}`).send({}).expect(403);
  });

  it("lets the user who submitted a listing edit it, without being an agent", async () => {
    const c = app.client();
    const user = await signUp(c);
    const id = await insertProperty(app, { owner_id: user.id });
    await c.put(`/api/my-listings/${id}`).send(edit).expect(200);
  });
});
