import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  approve,
  approvedAgent as approvedAgentOf,
  edit,
  ownerWithPendingListing,
} from "./my-listings-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const approvedAgent = () => approvedAgentOf(app);

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
    // Two signed-in visitors press WhatsApp; a signed-out one presses e-mail twice, which counts
    // once (once per visitor, listing and day, decision 84).
    const another = app.client();
    await signUp(another);
    const presses: [supertest.Agent, string][] = [
      [visitor, "whatsapp"],
      [another, "whatsapp"],
      [app.client(), "email"],
      [app.client(), "email"],
    ];
    for (const [client, channel] of presses) {
      await client.post(`/api/properties/${older}/contact-clicks`).send({ channel }).expect(204);
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

describe("a private owner's listings (decision 56)", () => {
  it("shows a listing submitted signed in as pending to its owner alone, then live once approved", async () => {
    const { client, submissionId } = await ownerWithPendingListing(app);
    const pending = await client.get("/api/my-listings/pending").expect(200);
    expect(pending.body).toEqual([
      expect.objectContaining({
        submissionId,
        title: "Two-bedroom flat at Ahodwo",
        status: "pending",
        listingType: "rent",
        submittedAt: expect.any(String),
      }),
    ]);
    expect((await client.get("/api/my-listings").expect(200)).body).toEqual([]);
    const stranger = app.client();
    await signUp(stranger);
    expect((await stranger.get("/api/my-listings/pending").expect(200)).body).toEqual([]);
    await app.client().get("/api/my-listings/pending").expect(401);

    const propertyId = await approve(app, submissionId);
    expect((await client.get("/api/my-listings/pending").expect(200)).body).toEqual([]);
    const live = await client.get("/api/my-listings").expect(200);
    expect(live.body).toEqual([
      expect.objectContaining({ id: propertyId, status: "available", inquiryCount: 0 }),
    ]);
  });

  it("names the owner and their +233 phone on the listing's page, never their e-mail address", async () => {
    const { submissionId } = await ownerWithPendingListing(app, { contactPhone: "024 400 0111" });
    const propertyId = await approve(app, submissionId);
    const page = await app.client().get(`/api/properties/${propertyId}`).expect(200);
    expect(page.body).toMatchObject({
      agent: null,
      owner: { name: "Yaa Asantewaa", phone: "+233244000111" },
    });
    expect(page.text).not.toContain("yaa@example.com");
    const list = await app.client().get("/api/properties?city=Kumasi").expect(200);
    expect(list.text).not.toContain("yaa@example.com");
  });

  it("gives the owner the inquiries about it; another user gets 403 and a visitor 401", async () => {
    const { client, submissionId } = await ownerWithPendingListing(app);
    const propertyId = await approve(app, submissionId);
    const buyer = app.client();
    await signUp(buyer);
    await buyer
      .post("/api/inquiries")
      .send({
        name: "Kojo Mensah",
        email: "kojo@example.com",
        phone: "024 555 0101",
        message: "Can I view it on Saturday?",
        propertyId,
      })
      .expect(201);
    const res = await client.get(`/api/my-listings/${propertyId}/inquiries`).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        name: "Kojo Mensah",
        email: "kojo@example.com",
        phone: "024 555 0101",
        message: "Can I view it on Saturday?",
        createdAt: expect.any(String),
      }),
    ]);
    expect((await client.get("/api/my-listings").expect(200)).body[0].inquiryCount).toBe(1);
    await buyer.get(`/api/my-listings/${propertyId}/inquiries`).expect(403);
    await app.client().get(`/api/my-listings/${propertyId}/inquiries`).expect(401);
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
    // The agent's address is not its account's: proved by the link mailed there.
    const { client: agent, agentId } = await approvedAgentOf(app, "mailed link");
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
