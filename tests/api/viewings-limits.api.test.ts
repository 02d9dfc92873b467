import {
  VIEWING_MAILS_PER_LISTING_PER_DAY,
  VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY,
} from "../../src/modules/viewings/viewings.rules.js";
import { FakeClock } from "../support/fake-clock.js";
import { passWindowTime } from "../support/rate-limit-windows.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  agentsListing,
  listingAt,
  mails,
  PHONE,
  requestViewing,
  slot,
  verifiedRenter,
} from "./viewings-support.js";

// Decision 104: how often an account may request a viewing, how many it may hold open, and how
// many requests a listing's lister is mailed.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const valid = () => ({ times: [slot(clock, 1, "10:30")], phone: PHONE });
const viewings = () => app.sql("SELECT id FROM viewings");

describe("POST /api/properties/{id}/viewings: limits", () => {
  it(`refuses an account's request past ${VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY} a day with 429, until the day has passed`, async () => {
    const visitor = await verifiedRenter(app);
    const ids: number[] = [];
    for (let i = 0; i <= VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY; i += 1) {
      ids.push(await listingAt(app, clock));
    }
    // Two requests made and cancelled, three still open: five in the day.
    for (const id of ids.slice(0, 5)) {
      const made = await requestViewing(visitor.client, id, valid()).expect(201);
      if (id <= (ids[1] as number)) {
        await visitor.client
          .put(`/api/viewings/${made.body.viewing.id}`)
          .send({ action: "cancel" })
          .expect(200);
      }
    }
    const refused = await requestViewing(visitor.client, ids.at(-1) as number, valid()).expect(429);
    expect(refused.body.message).toMatch(/^You can request 5 viewings a day\. Try again in/);
    expect(refused.headers["retry-after"]).toBeDefined();
    await passWindowTime(app, 24 * 3600);
    // The day has passed, but three viewings are still waiting.
    const held = await requestViewing(visitor.client, ids.at(-1) as number, valid()).expect(409);
    expect(held.body.message).toBe(
      "You have 3 viewings waiting: cancel one or wait for an answer.",
    );
  });

  it("holds an account to 3 open viewings across listings, counting a confirmed one; a closed one frees its place", async () => {
    const visitor = await verifiedRenter(app);
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await listingAt(app, clock));
    const made = [];
    for (const id of ids.slice(0, 3)) {
      made.push((await requestViewing(visitor.client, id, valid()).expect(201)).body.viewing.id);
    }
    await requestViewing(visitor.client, ids[3] as number, valid()).expect(409);
    await visitor.client.put(`/api/viewings/${made[0]}`).send({ action: "cancel" }).expect(200);
    await requestViewing(visitor.client, ids[3] as number, valid()).expect(201);
    expect(await app.sql("SELECT id FROM viewings WHERE status = 'requested'")).toHaveLength(3);
  });

  it(`mails a listing's lister ${VIEWING_MAILS_PER_LISTING_PER_DAY} requests a day; later ones are kept, unmailed`, async () => {
    const { id, email } = await agentsListing(app, clock);
    const mailed = [];
    for (let i = 0; i <= VIEWING_MAILS_PER_LISTING_PER_DAY; i += 1) {
      const { client } = await verifiedRenter(app);
      mailed.push((await requestViewing(client, id, valid()).expect(201)).body.listerMailed);
    }
    expect(mailed).toEqual([...Array(VIEWING_MAILS_PER_LISTING_PER_DAY).fill(true), false]);
    expect((await mails(app)).filter((m) => m.recipient === email)).toHaveLength(
      VIEWING_MAILS_PER_LISTING_PER_DAY,
    );
    expect(await viewings()).toHaveLength(VIEWING_MAILS_PER_LISTING_PER_DAY + 1);
  });
});
