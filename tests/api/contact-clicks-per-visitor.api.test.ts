import { signUp } from "../support/builders.js";
import { FakeClock } from "../support/fake-clock.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { BEHIND_LOCAL_PROXY, startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import { keptClicks } from "./contact-clicks-support.js";
import { approvedAgent } from "./my-listings-support.js";

// A visitor's clicks count once per listing (or agent) and day, whoever presses how often. The
// endpoints themselves and the admin's leads are contact-clicks.api.test.ts.

// Behind a trusted local proxy, so each test names the visitor's address in X-Forwarded-For;
// the clock is the test's, so a day can end.
let app: TestApp;
let clock: FakeClock;
beforeAll(async () => {
  clock = new FakeClock("2026-11-23T10:00:00.000Z");
  app = await startTestApp(BEHIND_LOCAL_PROXY, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const { rowCount } = keptClicks(() => app);

describe("a click counts once per visitor, listing and day (issue 32)", () => {
  const press = (
    client: ReturnType<TestApp["client"]>,
    id: number,
    address: string,
    channel = "whatsapp",
  ) =>
    client
      .post(`/api/properties/${id}/contact-clicks`)
      .set("X-Forwarded-For", address)
      .send({ channel })
      .expect(204, "");
  /** Seconds from the test clock's now to the next midnight in Accra (UTC). */
  const untilMidnight = () => {
    const now = clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return (midnight - now.getTime()) / 1000;
  };

  it("41 presses from one cookie-less script count 1; another visitor counts; the next day counts again", async () => {
    const { client: owner, agentId } = await approvedAgent(app);
    const id = await insertProperty(app, { agent_id: agentId, title: "Osu flat" });
    for (let i = 0; i < 41; i++) {
      // A fresh client each time, as a script that keeps no cookie; both buttons.
      await press(app.client(), id, "41.66.1.2", i % 2 ? "email" : "whatsapp");
    }
    expect(await rowCount()).toBe(1);
    await press(app.client(), id, "41.66.1.3");
    expect(await rowCount()).toBe(2);
    // 23:59:59 is still today; at midnight in Accra the first visitor counts once more.
    clock.advance(untilMidnight() - 1);
    await press(app.client(), id, "41.66.1.2");
    expect(await rowCount()).toBe(2);
    clock.advance(1);
    await press(app.client(), id, "41.66.1.2", "email");
    await press(app.client(), id, "41.66.1.2", "email");
    expect(await rowCount()).toBe(3);
    // What the agent sees in Manage Listings adds up to the rows kept.
    const [listing] = (await owner.get("/api/my-listings").expect(200)).body;
    expect(listing).toMatchObject({ id, whatsappClicks: 2, callClicks: 0, emailClicks: 1 });
  });

  it("counts a signed-in visitor once on any network, apart from the signed-out address they share", async () => {
    const id = await insertProperty(app);
    const signedIn = app.client();
    await signUp(signedIn);
    await press(app.client(), id, "41.66.1.2");
    await press(signedIn, id, "41.66.1.2");
    await press(signedIn, id, "102.176.9.9", "email");
    await press(signedIn, id, "2c0f:fe38:2402:11a0::5");
    expect(await rowCount()).toBe(2);
  });

  it("takes an IPv6 visitor's /64 as one, so hopping inside it counts nothing", async () => {
    const id = await insertProperty(app);
    for (const host of ["1", "2", "dead:beef:0:7", "ffff:ffff:ffff:ffff"]) {
      await press(app.client(), id, `2c0f:fe38:2402:11a0:${host.includes(":") ? "" : ":"}${host}`);
    }
    await press(app.client(), id, "2c0f:fe38:2402:11a1::1");
    expect(await rowCount()).toBe(2);
  });

  it("keeps one of twenty presses sent at once", async () => {
    const id = await insertProperty(app);
    await Promise.all(Array.from({ length: 20 }, () => press(app.client(), id, "41.66.1.2")));
    expect(await rowCount()).toBe(1);
  });

  it("counts the agents' directory once per visitor, agent and day too", async () => {
    const agentId = await insertAgent(app);
    for (let i = 0; i < 5; i++) {
      await app
        .client()
        .post(`/api/agents/${agentId}/contact-clicks`)
        .set("X-Forwarded-For", "41.66.1.2")
        .send({ channel: "whatsapp" })
        .expect(204);
    }
    expect(await rowCount()).toBe(1);
  });

  it("leaves earlier clicks, kept without a visitor, in the admin's counts beside new ones", async () => {
    const id = await insertProperty(app);
    await app.sql(
      "INSERT INTO contact_clicks (property_id, channel, created_at) VALUES ($1, 'whatsapp', now()), ($1, 'whatsapp', now())",
      [id],
    );
    await press(app.client(), id, "41.66.1.2");
    await press(app.client(), id, "41.66.1.2");
    const admin = await adminClient(app);
    const counts = (await admin.get("/api/admin/lead-counts").expect(200)).body;
    expect(counts).toMatchObject({ whatsapp: 3, "email-click": 0 });
    expect((await admin.get("/api/admin/leads").expect(200)).body).toHaveLength(3);
  });
});
