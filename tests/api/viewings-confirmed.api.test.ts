import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  act,
  clockTo,
  mails,
  newMails,
  ownersRequest,
  slot,
  viewingRow,
} from "./viewings-support.js";

// Decision 104: a confirmed viewing, rescheduled or cancelled until its time, then done or a
// no-show; each change mailed to the other side.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("a confirmed viewing", () => {
  async function confirmedRequest() {
    const request = await ownersRequest(app, clock);
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
    const [told] = await newMails(app, before);
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
    const [toVisitor] = await newMails(app, count);
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
    const [told] = await newMails(app, before);
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
    const [toVisitor] = await newMails(app, count);
    expect(toVisitor).toMatchObject({
      to: second.visitor.user.email,
      subject: "Viewing done: Osu flat",
    });
  });
});
