// A viewing's times in words. Ghana keeps GMT all year, so a slot's time of day is its UTC time
// and nothing is converted; the names come from the platform's calendar (en-US's, the same in
// every ICU) rather than date-fns' format and its 7 KB locale (decision 34).
const SHORT = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const LONG = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

function dayOf(format: Intl.DateTimeFormat, date: Date): string {
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}`;
}

const dateOf = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** A slot day's chip: "2026-12-05" (or an instant of it) → "Sat 5 Dec". */
export function dayLabel(day: string | Date): string {
  return dayOf(SHORT, typeof day === "string" && day.length === 10 ? new Date(day) : dateOf(day));
}

/** A slot's time of day in Ghana: "10:30". */
export function timeLabel(time: string | Date): string {
  return dateOf(time).toISOString().slice(11, 16);
}

/** A time on a chip or a button: "Sat 5 Dec, 10:30". */
export function shortTime(time: string | Date): string {
  return `${dayLabel(dateOf(time))}, ${timeLabel(time)}`;
}

/** The agreed time, written out: "Saturday 5 December, 10:30". */
export function longTime(time: string | Date): string {
  return `${dayOf(LONG, dateOf(time))}, ${timeLabel(time)}`;
}

/** The Ghana date an instant falls on, as `viewingSlots` names its days: "2026-12-05". */
export function dayOfTime(time: string): string {
  return new Date(time).toISOString().slice(0, 10);
}
