import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, anApplication, submitApplication } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

/** A signed-in user whose own application (made signed in) was approved: the agent's listings are theirs. */
async function approvedAgent(): Promise<{ client: supertest.Agent; agentId: number }> {
  const client = app.client();
  await signUp(client);
  const sent = await submitApplication(client, anApplication());
  const admin = await adminClient(app);
  const decided = await admin
    .put(`/api/admin/agent-registrations/${sent.body.id}/status`)
    .send({ status: "approved" })
    .expect(200);
  return { client, agentId: decided.body.agentId };
}

const edit = {
  title: "Renovated 3-bedroom house, East Legon",
  description: "Newly painted, with a borehole, a walled garden and a boys' quarters.",
  price: "1950000",
  bedrooms: 3,
  bathrooms: "4",
  parking: 2,
  area: "260.5",
  amenities: ["Borehole", " Security ", "Borehole", ""],
};

describe("GET /api/my-listings", () => {
  it("answers 401 to a visitor", async () => {
    expect((await app.client().get("/api/my-listings").expect(401)).text).toContain("Unauthorized");
  });

  it("lists the agent's listings, newest first, with inquiry and contact-click counts", async () => {
    const { client, agentId } = await approvedAgent();
    const older = await insertProperty(app, {
      agent_id: agentId,
      title: "Older flat",
      created_at: new Date(Date.now() - 86_400_000),
    });
    const newer = await insertProperty(app, { agent_id: agentId, title: "Newer house" });
    await insertProperty(app, { agent_id: await insertAgent(app), title: "Someone else's" });
    const visitor = app.client();
    await signUp(visitor);
    await visitor
      .post("/api/inquiries")
      .send({ name: "Esi", email: "esi@example.com", message: "Viewing?", propertyId: older })
      .expect(201);
    for (const channel of ["whatsapp", "whatsapp", "email"]) {
      await app
        .client()
        .post(`/api/properties/${older}/contact-clicks`)
        .send({ channel })
        .expect(204);
    }
    const res = await client.get("/api/my-listings").expect(200);
    expect(res.body.map((l: { id: number }) => l.id)).toEqual([newer, older]);
    expect(res.body[1]).toMatchObject({
      title: "Older flat",
      status: "available",
      inquiryCount: 1,
      whatsappClicks: 2,
      emailClicks: 1,
    });
    expect(res.body[1].createdAt).toEqual(expect.any(String));
    expect(res.body[0]).toMatchObject({ inquiryCount: 0, whatsappClicks: 0, emailClicks: 0 });
  });

  it("gives a user who is no agent only the listings they submitted themselves (none here)", async () => {
    const c = app.client();
    await signUp(c);
    await insertProperty(app, { agent_id: await insertAgent(app) });
    expect((await c.get("/api/my-listings").expect(200)).body).toEqual([]);
  });
});

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
    await client.put(`/api/my-listings/${id}`).send(edit).expect(200);
    const cleared = (await app.client().get(`/api/properties/${id}`).expect(200)).body;
    expect(cleared).toMatchObject({
      rentAdvanceMonths: null,
      exceedsLegalAdvance: false,
      viewingFee: null,
      digitalAddress: null,
    });
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

describe("PUT /api/my-listings/{id}/status", () => {
  it("marks a listing let, sold and available again", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId });
    for (const status of ["rented", "sold", "available"]) {
      const res = await client.put(`/api/my-listings/${id}/status`).send({ status }).expect(200);
      expect(res.body.status).toBe(status);
      expect((await app.client().get(`/api/properties/${id}`)).body.status).toBe(status);
    }
  });

  it("refuses another status (400) and someone else's listing (403)", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId });
    const bad = await client
      .put(`/api/my-listings/${id}/status`)
      .send({ status: "pending" })
      .expect(400);
    expect(bad.body.errors).toEqual({ status: ["Status must be available, rented or sold"] });
    const theirs = await insertProperty(app, { agent_id: await insertAgent(app) });
    await client.put(`/api/my-listings/${theirs}/status`).send({ status: "sold" }).expect(403);
    await app.client().put(`/api/my-listings/${id}/status`).send({ status: "sold" }).expect(401);
    const [row] = await app.sql<{ status: string }>("SELECT status FROM properties WHERE id = $1", [
      theirs,
    ]);
    expect(row.status).toBe("available");
  });
});

describe("GET /api/my-listings/{id}/inquiries", () => {
  it("lists who asked about the listing, newest first, only to its manager", async () => {
    const { client, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId, title: "Osu flat" });
    const visitor = app.client();
    await signUp(visitor);
    for (const message of ["First question", "Second question"]) {
      await visitor
        .post("/api/inquiries")
        .send({
          name: "Kojo",
          email: "kojo@example.com",
          phone: "024 555 0101",
          message,
          propertyId: id,
        })
        .expect(201);
    }
    const res = await client.get(`/api/my-listings/${id}/inquiries`).expect(200);
    expect(res.body.map((i: { message: string }) => i.message)).toEqual([
      "Second question",
      "First question",
    ]);
    expect(res.body[0]).toMatchObject({
      name: "Kojo",
      email: "kojo@example.com",
      phone: "024 555 0101",
      property: { id, title: "Osu flat" },
    });
    await visitor.get(`/api/my-listings/${id}/inquiries`).expect(403);
    await app.client().get(`/api/my-listings/${id}/inquiries`).expect(401);
    await client.get("/api/my-listings/99999/inquiries").expect(404);
  });
});

describe("attack: an agent's public e-mail address gives no agent powers (decision 43)", () => {
  it("an account moved onto the approved agent's address (even proved), or signed up with it, gets no profile, no listings and no writes", async () => {
    const { client: agent, agentId } = await approvedAgent();
    const id = await insertProperty(app, { agent_id: agentId, title: "The agent's flat" });
    const [{ email }] = await app.sql<{ email: string }>("SELECT email FROM agents");
    const expectNoPowers = async (attacker: supertest.Agent) => {
      await attacker.get("/api/agents/profile").expect(404);
      expect((await attacker.get("/api/my-listings").expect(200)).body).toEqual([]);
      const scam = { ...edit, title: "SCAM – pay deposit to MoMo 024 000 0000" };
      await attacker.put(`/api/my-listings/${id}`).send(scam).expect(403);
      await attacker.put(`/api/my-listings/${id}/status`).send({ status: "sold" }).expect(403);
      await attacker.get(`/api/my-listings/${id}/inquiries`).expect(403);
    };

    // A profile e-mail change, at its worst: the address taken and even marked proved.
    const mover = app.client();
    const { id: moverId } = await signUp(mover);
    await app.sql("UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1", [
      moverId,
      email,
    ]);
    await expectNoPowers(mover);
    await app.sql("UPDATE users SET email = 'moved.away@example.com' WHERE id = $1", [moverId]);
    // A sign-up with the address.
    const squatter = app.client();
    await signUp(squatter, { email: email.toUpperCase() });
    await expectNoPowers(squatter);

    const [listing] = await app.sql<{ title: string; status: string }>(
      "SELECT title, status FROM properties WHERE id = $1",
      [id],
    );
    expect(listing).toEqual({ title: "The agent's flat", status: "available" });
    // The agent's own account keeps its powers.
    expect((await agent.get("/api/my-listings").expect(200)).body).toHaveLength(1);
  });
});
