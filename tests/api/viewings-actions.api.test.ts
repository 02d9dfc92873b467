import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  act,
  agentsListing,
  mails,
  newMails,
  ownersRequest,
  requested,
  slot,
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

describe("the lister answers a request", () => {
  it("the owner's account confirms one of the times: both sides get the time, place, map, fee and calendar file", async () => {
    const { lister, visitor, id, times } = await ownersRequest(app, clock);
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

    const sent = await newMails(app, before);
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
    const [told] = await newMails(app, before);
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
    expect((await newMails(app, before)).map((m) => m.to)).toEqual([
      visitor.user.email,
      visitor.user.email,
      lister.email,
    ]);
  });

  it("the lister declines a request only with a reason; the visitor declines a proposal without one", async () => {
    const { lister, visitor, id } = await ownersRequest(app, clock);
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
    const [told] = await newMails(app, before);
    expect(told).toMatchObject({
      to: visitor.user.email,
      subject: "Viewing request declined: Osu flat",
    });
    expect(told?.body).toContain(
      'declined your request to view "Osu flat".\nReason: "The flat has been let."',
    );
    const closed = await act(visitor.client, id, { action: "cancel" }).expect(409);
    expect(closed.body.message).toBe("This viewing has been declined.");

    const second = await ownersRequest(app, clock);
    await act(second.lister.client, second.id, {
      action: "propose",
      time: slot(clock, 3, "12:00"),
    }).expect(200);
    const count = (await mails(app)).length;
    const refused = await act(second.visitor.client, second.id, { action: "decline" }).expect(200);
    expect(refused.body).toMatchObject({ status: "declined", closedBy: "visitor", reason: null });
    const [toLister] = await newMails(app, count);
    expect(toLister).toMatchObject({
      to: second.lister.user.email,
      subject: "Viewing declined: Osu flat",
    });
    expect(toLister?.body).toContain("declined the time you proposed");
  });

  it("lets the visitor withdraw a request before the answer, and refuses what is not either side's turn", async () => {
    const { lister, visitor, id } = await ownersRequest(app, clock);
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
    const [told] = await newMails(app, before);
    expect(told).toMatchObject({ to: lister.user.email, subject: "Viewing cancelled: Osu flat" });
    expect(told?.body).toContain(
      'Kofi cancelled the viewing of "Osu flat".\nReason: "Found a place."',
    );
  });
});
