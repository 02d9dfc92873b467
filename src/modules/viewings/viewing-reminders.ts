import type { ReminderWindow } from "./viewings.ports.js";

const HOUR = 3_600_000;

/** The job `send-viewing-reminders` runs as: one run at a time (decision 36). */
export const SEND_VIEWING_REMINDERS_JOB = "send-viewing-reminders";

/**
 * The reminders due at `now`: the day-before one for confirmed viewings within a day and more
 * than two hours away, the two-hour one for those within two hours and not begun; each unless
 * the confirmation came within that same span (its mail has just said it all).
 */
export function reminderWindows(now: Date): { day: ReminderWindow; hour: ReminderWindow } {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  return {
    day: { kind: "day", after: at(2), until: at(24), quietHours: 24 },
    hour: { kind: "hour", after: now, until: at(2), quietHours: 2 },
  };
}
