import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { hoursAfter, insertViewing } from "../support/viewing-rows.js";
import {
  adminClient,
  anApplication,
  applicantClient,
  applyWithOwnAddress,
  submitApplication,
} from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const days = (n: number) => new Date(Date.now() - n * 86_400_000);
const names = (body: { name: string }[]) => body.map((a) => a.name);

describe("GET /api/agents", () => {
  it("answers the spec's agent shape, rating as a one-decimal string", async () => {
    const id = await insertAgent(app, {
      name: "Yaw Mensah",
      company: "Gold Coast Homes",
      email: "yaw@goldcoast.example",
      phone: "+233241234567",
      profile_image: "/images/agents/yaw.jpg",
      rating: "4.5",
      review_count: 31,
      properties_sold: 54,
      bio: "Sells homes in Cantonments.",
      is_verified: true,
    });
    const res = await app.client().get("/api/agents").expect(200);
    expect(res.body).toEqual([
      {
        id,
        name: "Yaw Mensah",
        company: "Gold Coast Homes",
        email: "yaw@goldcoast.example",
        phone: "+233241234567",
        profileImage: "/images/agents/yaw.jpg",
        rating: "4.5",
        reviewCount: 31,
        propertiesSold: 54,
        bio: "Sells homes in Cantonments.",
        isVerified: true,
        licenseNumber: null,
        licenseCheckedAt: null,
        // No renter has asked about their listings yet (decision 101), nor booked a viewing (104).
        responseRate: null,
        viewingSignal: null,
      },
    ]);
  });

  it("sorts by rating by default, and by sales, reviews or newest on request", async () => {
    await insertAgent(app, {
      name: "A",
      rating: "4.9",
      properties_sold: 10,
      review_count: 5,
      created_at: days(3),
    });
    await insertAgent(app, {
      name: "B",
      rating: "4.1",
      properties_sold: 90,
      review_count: 20,
      created_at: days(1),
    });
    await insertAgent(app, {
      name: "C",
      rating: "4.5",
      properties_sold: 40,
      review_count: 80,
      created_at: days(2),
    });
    const client = app.client();
    expect(names((await client.get("/api/agents")).body)).toEqual(["A", "C", "B"]);
    expect(names((await client.get("/api/agents?sort=rating")).body)).toEqual(["A", "C", "B"]);
    expect(names((await client.get("/api/agents?sort=sales")).body)).toEqual(["B", "C", "A"]);
    expect(names((await client.get("/api/agents?sort=reviews")).body)).toEqual(["C", "B", "A"]);
    expect(names((await client.get("/api/agents?sort=newest")).body)).toEqual(["B", "C", "A"]);
  });

  it("keeps only featured agents with featured=true, and honours limit", async () => {
    for (const [name, featured] of [
      ["F1", true],
      ["N1", false],
      ["F2", true],
      ["F3", true],
    ] as const) {
      await insertAgent(app, { name, featured });
    }
    const featured = await app.client().get("/api/agents?featured=true").expect(200);
    expect(names(featured.body).sort()).toEqual(["F1", "F2", "F3"]);
    const limited = await app.client().get("/api/agents?featured=true&limit=2").expect(200);
    expect(limited.body).toHaveLength(2);
    const all = await app.client().get("/api/agents").expect(200);
    expect(all.body).toHaveLength(4);
  });

  it("searches name or company, case-insensitively, with wildcards taken literally", async () => {
    await insertAgent(app, { name: "Ama Owusu", company: "Kente Properties" });
    await insertAgent(app, { name: "Kojo Asare", company: "Legon Estates" });
    await insertAgent(app, { name: "Esi 100% Real", company: "Volta Homes" });
    const client = app.client();
    expect(names((await client.get("/api/agents?search=owusu")).body)).toEqual(["Ama Owusu"]);
    expect(names((await client.get("/api/agents?search=LEGON")).body)).toEqual(["Kojo Asare"]);
    expect(names((await client.get("/api/agents?search=%25")).body)).toEqual(["Esi 100% Real"]);
    expect((await client.get("/api/agents?search=nobody")).body).toEqual([]);
  });

  it("answers 400 for an unknown sort or an impossible limit", async () => {
    const client = app.client();
    const sort = await client.get("/api/agents?sort=cheapest").expect(400);
    expect(sort.body.errors).toEqual({
      sort: ["Sort must be one of rating, sales, reviews, newest"],
    });
    for (const limit of ["0", "abc", "101", "-4", "2.5"]) {
      const res = await client.get(`/api/agents?limit=${limit}`).expect(400);
      expect(res.body.errors).toEqual({ limit: ["Limit must be between 1 and 100"] });
    }
    await client.get("/api/agents?limit=1&limit=2").expect(400);
  });
});

describe("the viewing signal on the directory and the agent's page (decision 104)", () => {
  it("appears from three judged requests, not from two, with the no-shows reported", async () => {
    const agentId = await insertAgent(app, { name: "Abena Owusu-Ansah" });
    const ago = (hours: number) => hoursAfter(new Date(), -hours);
    const request = async (hours: number, row: Record<string, unknown> = {}) =>
      insertViewing(app, {
        propertyId: await insertProperty(app, { agent_id: agentId }),
        agentId,
        requestedAt: ago(hours),
        ...row,
      });
    const seen = async () => {
      const listed = (await app.client().get("/api/agents").expect(200)).body as {
        id: number;
        viewingSignal: unknown;
      }[];
      const page = (await app.client().get(`/api/agents/${agentId}`).expect(200)).body;
      expect(listed.find((a) => a.id === agentId)?.viewingSignal).toEqual(page.viewingSignal);
      return page.viewingSignal;
    };
    // Two judged: confirmed an hour after it was asked; unanswered for 30 hours. A fresh one is
    // not judged yet.
    await request(50, { status: "done", firstAnsweredAt: ago(49), confirmedAt: ago(49) });
    await request(30);
    await request(2);
    expect(await seen()).toBeNull();
    // A third: confirmed in time, and the agent did not come.
    await request(60, {
      status: "no_show",
      noShowOf: "lister",
      closedBy: "visitor",
      firstAnsweredAt: ago(58),
      confirmedAt: ago(58),
    });
    expect(await seen()).toEqual({ requests: 3, confirmedInTime: 2, noShows: 1 });
  });
});

describe("GET /api/agents/profile", () => {
  it("answers 401 with Unauthorized when signed out", async () => {
    const res = await app.client().get("/api/agents/profile").expect(401);
    expect(res.text).toContain("Unauthorized");
  });

  it("is 404 until the user's own application (made signed in) is approved, then the agent", async () => {
    const form = anApplication({ name: "Kofi Boateng" });
    const user = await applicantClient(app, form.email);
    await user.get("/api/agents/profile").expect(404);

    const created = await submitApplication(user, form).expect(201);
    await user.get("/api/agents/profile").expect(404);

    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${created.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const res = await user.get("/api/agents/profile").expect(200);
    expect(res.body).toMatchObject({
      name: "Kofi Boateng",
      company: "Adinkra Realty",
      isVerified: true,
      rating: "0.0",
    });
  });

  it("does not hand a directory agent to whoever signs up with its e-mail", async () => {
    await insertAgent(app, { email: "esi@volta.example", is_verified: true });
    const user = app.client();
    await signUp(user, { email: "esi@volta.example" });
    await user.get("/api/agents/profile").expect(404);
  });

  it("stays 404 when the application was rejected", async () => {
    const { client: user, sent } = await applyWithOwnAddress(app);
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/agent-registrations/${sent.id}/status`)
      .send({ status: "rejected", reason: "We could not verify your licence number." })
      .expect(200);
    await user.get("/api/agents/profile").expect(404);
  });
});
