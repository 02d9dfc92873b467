import type { Application } from "../../src/bootstrap.js";
import { JobHeldError } from "../../src/modules/jobs/index.js";
import { anotherInstance } from "../support/another-instance.js";
import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import {
  act,
  agentsListing,
  clockTo,
  mails,
  requested,
  slot,
  viewingRow,
} from "./viewings-support.js";

// Decision 104: the reminders `send-viewing-reminders` sends (every 15 minutes from cron), the
// day before and two hours before each confirmed viewing, once each, to both sides, whichever
// and however many machines run the job.

const clock = new FakeClock();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://ofie.example/" }, { clock });
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const remind = (application: Application = app.application) =>
  application.services.viewings.sendReminders();
const reminders = async () =>
  (await mails(app))
    .filter((m) => m.subject.startsWith("Reminder:"))
    .map((m) => [m.recipient, m.subject]);

/** A viewing of an agent's listing confirmed now for `days` days ahead at `hhmm`. */
async function confirmed(days: number, hhmm: string, title = "Osu flat") {
  const lister = await agentsListing(app, clock, { title });
  const time = slot(clock, days, hhmm);
  const visitor = await requested(app, lister.id, [time]);
  await act(lister.client, visitor.viewing.id, { action: "confirm", time }).expect(200);
  return { lister, visitor, id: visitor.viewing.id, time };
}

describe("send-viewing-reminders", () => {
  it("mails both sides the day before and two hours before, each once, and nothing once the time has come", async () => {
    const { lister, visitor, id, time } = await confirmed(3, "10:30");
    clockTo(clock, time, -25 * 60);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    clockTo(clock, time, -23 * 60);
    expect(await remind()).toEqual({ dayBefore: 1, twoHours: 0 });
    const tomorrow = "Reminder: viewing tomorrow, Osu flat";
    expect(await reminders()).toEqual([
      [visitor.user.email, tomorrow],
      [lister.email, tomorrow],
    ]);
    const [toVisitor, toLister] = (await mails(app)).slice(-2);
    expect(toVisitor?.body).toContain("When: Thursday 26 November 2026, 10:30 (GMT)");
    expect(toVisitor?.body).toContain("Cannot come? Cancel or change the time on My viewings");
    expect(toLister?.body).toContain("Visitor: Kofi, 024 412 3456");
    expect(await viewingRow(app, id)).toMatchObject({ day_reminder_at: clock.now() });
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });

    clockTo(clock, time, -119);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 1 });
    expect((await reminders()).slice(2)).toEqual([
      [visitor.user.email, "Reminder: viewing in two hours, Osu flat"],
      [lister.email, "Reminder: viewing in two hours, Osu flat"],
    ]);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    clockTo(clock, time, 1);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    expect(await reminders()).toHaveLength(4);
  });

  it("leaves out a reminder the confirmation has just done the work of, and any of a viewing no longer confirmed", async () => {
    // Confirmed 20 hours before: the confirmation mail was the day-before reminder.
    const late = await confirmed(1, "08:00");
    clockTo(clock, late.time, -19 * 60);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    clockTo(clock, late.time, -90);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 1 });
    // Confirmed an hour and a half before it: no reminder at all.
    const closer = await confirmed(0, "08:00", "Labone flat");
    clockTo(clock, closer.time, -30);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    // Cancelled: nothing.
    const cancelled = await confirmed(2, "15:00", "Airport flat");
    await act(cancelled.visitor.client, cancelled.id, { action: "cancel" }).expect(200);
    clockTo(clock, cancelled.time, -20 * 60);
    expect(await remind()).toEqual({ dayBefore: 0, twoHours: 0 });
    expect((await reminders()).map(([, subject]) => subject)).toEqual([
      "Reminder: viewing in two hours, Osu flat",
      "Reminder: viewing in two hours, Osu flat",
    ]);
  });

  it("run by two apps on one database at once, mails each reminder once", async () => {
    const viewings = [];
    for (const hhmm of ["09:00", "11:30", "14:00"]) viewings.push(await confirmed(2, hhmm));
    clockTo(clock, viewings[2]?.time as string, -22 * 60);
    let other: Application | undefined;
    try {
      other = await anotherInstance(app, { clock });
      const runs = await Promise.allSettled([remind(), remind(other), remind(), remind(other)]);
      const done = runs.flatMap((run) => (run.status === "fulfilled" ? [run.value] : []));
      for (const run of runs) {
        if (run.status === "rejected") expect(run.reason).toBeInstanceOf(JobHeldError);
      }
      expect(done.reduce((sum, run) => sum + run.dayBefore, 0)).toBe(3);
      const sent = await reminders();
      expect(sent).toHaveLength(6);
      expect(new Set(sent.map(([to]) => to)).size).toBe(6);
      expect(await remind(other)).toEqual({ dayBefore: 0, twoHours: 0 });
    } finally {
      await other?.close();
    }
  });
});
