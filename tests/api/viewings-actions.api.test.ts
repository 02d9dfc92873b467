import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import {
  act,
  agentsListing,
  clockTo,
  mails,
  ownersListing,
  requested,
  slot,
  verifiedRenter,
  viewingRow,
} from "./viewings-support.js";

// Decision 104: the state table of a viewing (actionsFor), each change by the side allowed to
// make it, the mail it sends the other side, and who is refused.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const OSU = {
  title: "Osu flat",
  location: "Osu",
  city: "Accra",
  listing_type: "rent",
  rent_period: "month",
  viewing_fee: "50",
  digital_address: "GA-183-8164",
  latitude: 5.556,
  longitude: -0.181,
};

/** The mails since `count` were written, to whom and about what. */
const newMails = async (count: number) =>
  (await mails(app))
    .slice(count)
    .map((m) => ({ to: m.recipient, subject: m.subject, body: m.body }));

/** A request of two times for an owner's listing; each side's client and the viewing's id. */
async function ownersRequest() {
  const lister = await ownersListing(app, clock, OSU);
  const times = [slot(clock, 2, "10:30"), slot(clock, 1, "16:00")];
  const visitor = await requested(app, lister.id, times);
  return { lister, visitor, id: visitor.viewing.id, times: [times[1], times[0]] as string[] };
}

describe("the lister answers a request", () => {
  it("the owner's account confirms one of the times: both sides get the time, place, map, fee and calendar file", async () => {
    const { lister, visitor, id, times } = await ownersRequest();
    const before = (await mails(app)).length;
    const wrong = await act(lister.client, id, {
      action: "confirm",
      time: slot(clock, 3, "10:30"),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ time: ["Choose one of the times proposed"] });
    expect((await act(lister.client, id, { action: "confirm" }).expect(400)).body.errors).toEqual({
      time: ["Choose one of the times proposed"],
    });

    const confirmed = await act(lister.client, id, { action: "confirm", time: times[1] }).expect(
      200,
    );
    expect(confirmed.body).toMatchObject({
      id,
      status: "confirmed",
      awaiting: null,
      startsAt: times[1],
      confirmedAt: clock.now().toISOString(),
      role: "lister",
      actions: ["propose", "cancel"],
    });
    expect(await viewingRow(app, id)).toMatchObject({
      status: "confirmed",
      starts_at: new Date(times[1] as string),
      first_answered_at: clock.now(),
      confirmed_at: clock.now(),
    });
    const seen = await visitor.client.get(`/api/viewings/${id}`).expect(200);
    expect(seen.body).toMatchObject({
      status: "confirmed",
      role: "visitor",
      actions: ["propose", "cancel"],
    });

    const sent = await newMails(before);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [visitor.user.email, "Viewing confirmed: Osu flat"],
      [lister.user.email, "Viewing confirmed: Osu flat"],
    ]);
    for (const { body } of sent) {
      expect(body).toContain(
        [
          "When: Wednesday 25 November 2026, 10:30 (GMT), for about 30 minutes",
          "Where: Osu flat, Osu, Accra",
          "Digital address (GhanaPostGPS): GA-183-8164",
          "Map: https://www.google.com/maps/search/?api=1&query=5.556,-0.181",
          "Viewing fee: GH₵50, as the listing states it",
          `The listing: https://ofie.example/properties/${lister.id}`,
        ].join("\n"),
      );
    }
    expect(sent[1]?.body).toContain("Visitor: Kofi, 024 412 3456");
    const attached = await app.sql<{ attachments: unknown }>(
      "SELECT attachments FROM mail_outbox WHERE subject = 'Viewing confirmed: Osu flat' ORDER BY id",
    );
    expect(attached).toEqual([
      { attachments: [expect.objectContaining({ filename: `ofie-viewing-${id}.ics` })] },
      { attachments: [expect.objectContaining({ filename: `ofie-viewing-${id}.ics` })] },
    ]);

    const again = await act(lister.client, id, { action: "confirm", time: times[1] }).expect(409);
    expect(again.body.message).toBe("This viewing has already been confirmed.");
  });

  it("the agent's linked account proposes another time; it is then the visitor's turn, who confirms it", async () => {
    const lister = await agentsListing(app, clock, { title: "Tema house" });
    const visitor = await requested(app, lister.id, [slot(clock, 1, "09:00")]);
    const id = visitor.viewing.id;
    const before = (await mails(app)).length;
    const other = slot(clock, 4, "17:30");
    const proposed = await act(lister.client, id, { action: "propose", time: other }).expect(200);
    expect(proposed.body).toMatchObject({
      status: "proposed",
      awaiting: "visitor",
      times: [other],
      startsAt: null,
      role: "lister",
      actions: ["cancel"],
    });
    const [told] = await newMails(before);
    expect(told).toMatchObject({
      to: visitor.user.email,
      subject: "A new time to view Tema house",
    });
    expect(told?.body).toContain(
      'Kojo Larbi proposes another time to view "Tema house":\nFriday 27 November 2026, 17:30 (GMT)',
    );
    expect(told?.body).toContain("on My viewings: https://ofie.example/viewings");

    const outOfTurn = await act(lister.client, id, { action: "confirm", time: other }).expect(409);
    expect(outOfTurn.body.message).toBe(
      "It is the visitor's turn to answer: wait for their answer, or cancel.",
    );
    const badTime = await act(visitor.client, id, {
      action: "propose",
      time: slot(clock, 1, "20:00"),
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors).toEqual({
      time: ["Choose times on the hour or half hour between 7:00 and 19:00"],
    });
    const proposedAt = clock.now();
    clock.advance(3600);
    const confirmed = await act(visitor.client, id, { action: "confirm", time: other }).expect(200);
    expect(confirmed.body).toMatchObject({ status: "confirmed", startsAt: other, role: "visitor" });
    // The lister's first answer is the proposal's time, not the confirmation's.
    expect(await viewingRow(app, id)).toMatchObject({
      first_answered_at: proposedAt,
      confirmed_at: clock.now(),
    });
    expect((await newMails(before)).map((m) => m.to)).toEqual([
      visitor.user.email,
      visitor.user.email,
      lister.email,
    ]);
  });

  it("the lister declines a request only with a reason; the visitor declines a proposal without one", async () => {
    const { lister, visitor, id } = await ownersRequest();
    const before = (await mails(app)).length;
    const bare = await act(lister.client, id, { action: "decline", reason: "  " }).expect(400);
    expect(bare.body.errors).toEqual({ reason: ["Say why you decline, so the visitor knows"] });
    const long = await act(lister.client, id, { action: "decline", reason: "x".repeat(301) });
    expect(long.body.errors).toEqual({ reason: ["Reason must be at most 300 characters"] });
    const declined = await act(lister.client, id, {
      action: "decline",
      reason: "The flat has been let.",
    }).expect(200);
    expect(declined.body).toMatchObject({
      status: "declined",
      awaiting: null,
      closedBy: "lister",
      reason: "The flat has been let.",
      actions: [],
    });
    const [told] = await newMails(before);
    expect(told).toMatchObject({
      to: visitor.user.email,
      subject: "Viewing request declined: Osu flat",
    });
    expect(told?.body).toContain(
      'declined your request to view "Osu flat".\nReason: "The flat has been let."',
    );
    const closed = await act(visitor.client, id, { action: "cancel" }).expect(409);
    expect(closed.body.message).toBe("This viewing has been declined.");

    const second = await ownersRequest();
    await act(second.lister.client, second.id, {
      action: "propose",
      time: slot(clock, 3, "12:00"),
    }).expect(200);
    const count = (await mails(app)).length;
    const refused = await act(second.visitor.client, second.id, { action: "decline" }).expect(200);
    expect(refused.body).toMatchObject({ status: "declined", closedBy: "visitor", reason: null });
    const [toLister] = await newMails(count);
    expect(toLister).toMatchObject({
      to: second.lister.user.email,
      subject: "Viewing declined: Osu flat",
    });
    expect(toLister?.body).toContain("declined the time you proposed");
  });

  it("lets the visitor withdraw a request before the answer, and refuses what is not either side's turn", async () => {
    const { lister, visitor, id } = await ownersRequest();
    const cases: [typeof visitor.client, object, string][] = [
      [
        lister.client,
        { action: "cancel" },
        "It is your turn to answer: confirm a time, propose another or decline.",
      ],
      [
        visitor.client,
        { action: "confirm", time: slot(clock, 1, "16:00") },
        "It is the lister's turn to answer: wait for their answer, or cancel.",
      ],
      [
        visitor.client,
        { action: "propose", time: slot(clock, 1, "17:00") },
        "It is the lister's turn to answer: wait for their answer, or cancel.",
      ],
      [visitor.client, { action: "done" }, "This viewing has not been confirmed yet."],
      [lister.client, { action: "no-show" }, "This viewing has not been confirmed yet."],
    ];
    for (const [client, body, message] of cases) {
      const res = await act(client, id, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({
        body,
        status: 409,
        message,
      });
    }
    expect(await viewingRow(app, id)).toMatchObject({
      status: "requested",
      first_answered_at: null,
    });
    const before = (await mails(app)).length;
    const withdrawn = await act(visitor.client, id, {
      action: "cancel",
      reason: "Found a place.",
    }).expect(200);
    expect(withdrawn.body).toMatchObject({
      status: "cancelled",
      closedBy: "visitor",
      reason: "Found a place.",
    });
    const [told] = await newMails(before);
    expect(told).toMatchObject({ to: lister.user.email, subject: "Viewing cancelled: Osu flat" });
    expect(told?.body).toContain(
      'Kofi cancelled the viewing of "Osu flat".\nReason: "Found a place."',
    );
  });
});

describe("a confirmed viewing", () => {
  async function confirmedRequest() {
    const request = await ownersRequest();
    await act(request.lister.client, request.id, {
      action: "confirm",
      time: request.times[0],
    }).expect(200);
    return { ...request, startsAt: request.times[0] as string };
  }

  it("either side reschedules it (a proposal, its reminders cleared) or cancels it, until its time", async () => {
    const { lister, visitor, id, startsAt } = await confirmedRequest();
    await app.sql("UPDATE viewings SET day_reminder_at = $2 WHERE id = $1", [id, clock.now()]);
    const before = (await mails(app)).length;
    const later = slot(clock, 6, "08:30");
    const moved = await act(visitor.client, id, { action: "propose", time: later }).expect(200);
    expect(moved.body).toMatchObject({
      status: "proposed",
      awaiting: "lister",
      times: [later],
      startsAt: null,
    });
    expect(await viewingRow(app, id)).toMatchObject({ day_reminder_at: null, starts_at: null });
    const [told] = await newMails(before);
    expect(told).toMatchObject({ to: lister.user.email, subject: "A new time to view Osu flat" });
    expect(told?.body).toContain(
      'Kofi cannot make the viewing of "Osu flat" as confirmed and proposes another time:',
    );
    expect(told?.body).toContain(
      '("Viewing request: Osu flat"), or on My viewings: https://ofie.example/viewings',
    );

    await act(lister.client, id, { action: "confirm", time: later }).expect(200);
    const count = (await mails(app)).length;
    const cancelled = await act(lister.client, id, {
      action: "cancel",
      reason: "A tenant took it.",
    }).expect(200);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      closedBy: "lister",
      startsAt: later,
    });
    const [toVisitor] = await newMails(count);
    expect(toVisitor).toMatchObject({
      to: visitor.user.email,
      subject: "Viewing cancelled: Osu flat",
    });
    expect(toVisitor?.body).toContain(
      'on Sunday 29 November 2026, 08:30 (GMT).\nReason: "A tenant took it."',
    );

    const second = await confirmedRequest();
    clockTo(clock, second.startsAt);
    for (const [client, body] of [
      [second.visitor.client, { action: "cancel" }],
      [second.lister.client, { action: "propose", time: slot(clock, 2, "10:00") }],
    ] as const) {
      const res = await act(client, second.id, body).expect(409);
      expect(res.body.message).toBe(
        "The time of this viewing has come: it can no longer be moved or cancelled.",
      );
    }
    expect(startsAt).toBeDefined();
  });

  it("is marked done by either side once its time has come, and a no-show 30 minutes after; the other side is told", async () => {
    const { lister, visitor, id, startsAt } = await confirmedRequest();
    const early = await act(visitor.client, id, { action: "done" }).expect(409);
    expect(early.body.message).toBe("A viewing can be marked done once its time has come.");
    clockTo(clock, startsAt, 10);
    expect((await visitor.client.get(`/api/viewings/${id}`).expect(200)).body.actions).toEqual([
      "done",
    ]);
    const soon = await act(visitor.client, id, { action: "no-show" }).expect(409);
    expect(soon.body.message).toBe("A no-show can be reported from 30 minutes after the time.");
    clockTo(clock, startsAt, 30);
    expect((await lister.client.get(`/api/viewings/${id}`).expect(200)).body.actions).toEqual([
      "done",
      "no-show",
    ]);
    const before = (await mails(app)).length;
    const reported = await act(visitor.client, id, { action: "no-show" }).expect(200);
    expect(reported.body).toMatchObject({
      status: "no_show",
      closedBy: "visitor",
      noShowOf: "lister",
      actions: [],
    });
    const [told] = await newMails(before);
    expect(told).toMatchObject({ to: lister.user.email, subject: "No-show reported: Osu flat" });
    expect(told?.body).toContain(
      'Kofi reports that you did not come to the viewing of "Osu flat" on ',
    );
    const closed = await act(lister.client, id, { action: "done" }).expect(409);
    expect(closed.body.message).toBe("This viewing has already been marked a no-show.");

    const second = await confirmedRequest();
    clockTo(clock, second.startsAt, 45);
    const count = (await mails(app)).length;
    const done = await act(second.lister.client, second.id, { action: "done" }).expect(200);
    expect(done.body).toMatchObject({ status: "done", closedBy: "lister", noShowOf: null });
    const [toVisitor] = await newMails(count);
    expect(toVisitor).toMatchObject({
      to: second.visitor.user.email,
      subject: "Viewing done: Osu flat",
    });
  });
});

describe("who may read and act", () => {
  it("a third account gets 404, signed out 401; the admin reads every viewing but acting is 403", async () => {
    const { lister, id, times } = await ownersRequest();
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
    const { lister, id } = await ownersRequest();
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
