import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { hoursAfter, insertViewing } from "../support/viewing-rows.js";

// Decision 104: the admin's viewings per listing and per agent, GET /api/admin/viewings.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const URL = "/api/admin/viewings";

async function adminClient() {
  const c = app.client();
  await c.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return c;
}

describe("GET /api/admin/viewings", () => {
  it("answers 401 to a visitor and to a signed-in user who is not the admin, telling nothing", async () => {
    const agentId = await insertAgent(app);
    const propertyId = await insertProperty(app, { agent_id: agentId, title: "Osu flat" });
    await insertViewing(app, { propertyId, agentId, requestedAt: new Date() });
    const visitor = await app.client().get(URL).expect(401);
    expect(visitor.text).toContain("Unauthorized");
    const user = app.client();
    await signUp(user);
    const signedIn = await user.get(URL).expect(401);
    expect(signedIn.text).not.toContain("Osu flat");
  });

  it("answers the admin every status's count and the listings and agents with most requests", async () => {
    const kojo = await insertAgent(app, { name: "Kojo Asante" });
    const flat = await insertProperty(app, { agent_id: kojo, title: "Osu flat" });
    const room = await insertProperty(app, { title: "Owner's room in Madina" });
    const ago = (hours: number) => hoursAfter(new Date(), -hours);
    const confirmed = { firstAnsweredAt: ago(40), confirmedAt: ago(40) };
    await insertViewing(app, { propertyId: flat, agentId: kojo, requestedAt: ago(41) });
    await insertViewing(app, {
      propertyId: flat,
      agentId: kojo,
      requestedAt: ago(41),
      status: "done",
      ...confirmed,
    });
    await insertViewing(app, {
      propertyId: flat,
      agentId: kojo,
      requestedAt: ago(41),
      status: "no_show",
      noShowOf: "lister",
      closedBy: "visitor",
      ...confirmed,
    });
    await insertViewing(app, {
      propertyId: room,
      agentId: null,
      requestedAt: ago(3),
      status: "declined",
      closedBy: "lister",
      firstAnsweredAt: ago(2),
    });

    const res = await (await adminClient()).get(URL).expect(200);
    expect(res.body).toEqual({
      byStatus: {
        requested: 1,
        proposed: 0,
        confirmed: 0,
        declined: 1,
        cancelled: 0,
        done: 1,
        no_show: 1,
      },
      listings: [
        {
          propertyId: flat,
          title: "Osu flat",
          requested: 3,
          confirmed: 2,
          done: 1,
          noShows: 1,
          declinedOrCancelled: 0,
        },
        {
          propertyId: room,
          title: "Owner's room in Madina",
          requested: 1,
          confirmed: 0,
          done: 0,
          noShows: 0,
          declinedOrCancelled: 1,
        },
      ],
      agents: [
        {
          agentId: kojo,
          name: "Kojo Asante",
          requested: 3,
          confirmed: 2,
          done: 1,
          noShows: 1,
          declinedOrCancelled: 0,
        },
      ],
    });
  });
});
