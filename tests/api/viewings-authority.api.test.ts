import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import {
  act,
  agentsListing,
  ownersListing,
  ownersRequest,
  requested,
  slot,
  verifiedRenter,
  viewingRow,
} from "./viewings-support.js";

// Decision 104: who may read a viewing and who may act on it, and what a malformed action gets.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("who may read and act", () => {
  it("a third account gets 404, signed out 401; the admin reads every viewing but acting is 403", async () => {
    const { lister, id, times } = await ownersRequest(app, clock);
    const third = (await verifiedRenter(app)).client;
    const row = await viewingRow(app, id);
    await third.get(`/api/viewings/${id}`).expect(404);
    const stranger = await act(third, id, { action: "confirm", time: times[0] }).expect(404);
    expect(stranger.body.message).toBe("Viewing not found");
    await third.get(`/api/viewings/${id}/calendar.ics`).expect(404);
    await app.client().get(`/api/viewings/${id}`).expect(401);
    await act(app.client(), id, { action: "cancel" }).expect(401);
    await app.client().get(`/api/viewings/${id}/calendar.ics`).expect(401);
    await app.client().get("/api/viewings").expect(401);

    const admin = await adminClient(app);
    const read = await admin.get(`/api/viewings/${id}`).expect(200);
    expect(read.body).toMatchObject({ id, status: "requested", role: "admin", actions: [] });
    const acting = await act(admin, id, { action: "confirm", time: times[0] }).expect(403);
    expect(acting.body.message).toBe("Only the visitor and the lister can change a viewing.");
    await admin.get("/api/viewings").expect(401);
    for (const unknown of ["999999", "abc", "0"]) {
      await lister.client.get(`/api/viewings/${unknown}`).expect(404);
      await lister.client.put(`/api/viewings/${unknown}`).send({ action: "cancel" }).expect(404);
    }
    expect(await viewingRow(app, id)).toEqual(row);
  });

  it("answers 400 for an unknown action or a malformed body, before anything is read", async () => {
    const { lister, id } = await ownersRequest(app, clock);
    for (const body of [{}, { action: "accept" }, { action: ["cancel"] }]) {
      const res = await act(lister.client, id, body).expect(400);
      expect(res.body.errors).toEqual({
        action: ["Choose an action: confirm, propose, decline, cancel, done, no-show"],
      });
    }
    const res = await act(lister.client, id, { action: "propose", time: 1234 }).expect(400);
    expect(res.body.errors).toEqual({
      time: ["Choose times on the hour or half hour between 7:00 and 19:00"],
    });
  });

  it("GET /api/viewings: the account's as visitor, and those of every listing it manages, newest first", async () => {
    const agent = await agentsListing(app, clock, { title: "Agent's house" });
    const owner = await ownersListing(app, clock, { title: "Owner's flat" });
    const visitor = await verifiedRenter(app);
    const first = await requested(app, agent.id, [slot(clock, 1, "09:00")], visitor);
    clock.advance(60);
    const second = await requested(app, owner.id, [slot(clock, 1, "11:00")], visitor);
    const mine = await visitor.client.get("/api/viewings").expect(200);
    expect(mine.body.asVisitor.map((v: { id: number }) => v.id)).toEqual([
      second.viewing.id,
      first.viewing.id,
    ]);
    expect(mine.body.asLister).toEqual([]);
    const agents = await agent.client.get("/api/viewings").expect(200);
    expect(agents.body).toEqual({
      asVisitor: [],
      asLister: [
        expect.objectContaining({
          id: first.viewing.id,
          title: "Agent's house",
          role: "lister",
          actions: ["confirm", "propose", "decline"],
        }),
      ],
    });
    const owners = await owner.client.get("/api/viewings").expect(200);
    expect(owners.body.asLister.map((v: { title: string }) => v.title)).toEqual(["Owner's flat"]);
  });
});
