import { textRule } from "../../shared/text-rule.js";

/**
 * A viewing's rules, written once for the server's checks and the booking sheet (decision 104).
 * Free of server imports: the browser bundle carries this file. Ghana keeps GMT all year, so
 * every slot is a UTC time and no time zone is ever converted.
 */

/** How far ahead a visitor may propose a time. */
export const VIEWING_DAYS_AHEAD = 14;
export const VIEWING_SLOT_MINUTES = 30;
/** The first and the last slot's start (the last ends at 19:00), GMT. */
export const VIEWING_FIRST_SLOT = "07:00";
export const VIEWING_LAST_SLOT = "18:30";
/** A visitor proposes one to this many times. */
export const VIEWING_TIMES_MAX = 3;
/** No slot sooner than this many minutes from now: a lister needs time to answer. */
export const VIEWING_NOTICE_MINUTES = 60;
/** A no-show can be reported this many minutes after the time, not before. */
export const NO_SHOW_AFTER_MINUTES = 30;
/** Open viewings (requested, proposed, confirmed) one account may hold across listings. */
export const OPEN_VIEWINGS_PER_ACCOUNT = 3;
/** Requests an account may make a day; the lister is mailed this many a listing a day. */
export {
  VIEWING_MAILS_PER_LISTING_PER_DAY,
  VIEWING_REQUESTS_PER_ACCOUNT_PER_DAY,
} from "../../shared/viewing-limits.js";

import { VIEWING_STATUSES, type ViewingStatus } from "../../shared/viewing-statuses.js";

export { VIEWING_STATUSES, type ViewingStatus };
/** A viewing still to happen: at most one of these per visitor and listing. */
export const OPEN_VIEWING_STATUSES: readonly ViewingStatus[] = [
  "requested",
  "proposed",
  "confirmed",
];

export const VIEWING_ACTIONS = [
  "confirm",
  "propose",
  "decline",
  "cancel",
  "done",
  "no-show",
] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];
export type ViewingSide = "visitor" | "lister";

/** Written in words: "one and 3" would read as a slip. */
export const TIMES_COUNT_MESSAGE = "Choose between one and three times";
export const TIME_SLOT_MESSAGE = "Choose times on the hour or half hour between 7:00 and 19:00";
export const TIME_WINDOW_MESSAGE = `Choose times within the next ${VIEWING_DAYS_AHEAD} days`;
export const PHONE_MESSAGE = "Enter a Ghana phone number, like 024 412 3456";
export const ACTION_MESSAGE = `Choose an action: ${VIEWING_ACTIONS.join(", ")}`;
export const NOTE_RULE = textRule("Note", 0, 500);
export const REASON_RULE = textRule("Reason", 0, 300);
/** The lister declining a request says why: the visitor would otherwise ask again. */
export const REASON_REQUIRED = "Say why you decline, so the visitor knows";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether `time` is a slot of the day: on a half hour, 07:00 to 18:30 GMT, whole minutes. */
export function isSlot(time: Date): boolean {
  if (Number.isNaN(time.getTime()) || time.getUTCSeconds() || time.getUTCMilliseconds())
    return false;
  const minutes = time.getUTCHours() * 60 + time.getUTCMinutes();
  return (
    minutes % VIEWING_SLOT_MINUTES === 0 &&
    minutes >= minutesOf(VIEWING_FIRST_SLOT) &&
    minutes <= minutesOf(VIEWING_LAST_SLOT)
  );
}

/** Whether a slot may be proposed now: at least the notice away, within the days ahead. */
export function isBookable(time: Date, now: Date): boolean {
  const t = time.getTime();
  return (
    isSlot(time) &&
    t >= now.getTime() + VIEWING_NOTICE_MINUTES * MINUTE &&
    t <= now.getTime() + VIEWING_DAYS_AHEAD * DAY
  );
}

/** The slots a visitor may choose from, by Ghana date ("2026-12-05"), each an ISO instant. */
export function viewingSlots(now: Date): { date: string; times: string[] }[] {
  const days: { date: string; times: string[] }[] = [];
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let day = 0; day <= VIEWING_DAYS_AHEAD; day += 1) {
    const start = first + day * DAY;
    const times: string[] = [];
    for (
      let minutes = minutesOf(VIEWING_FIRST_SLOT);
      minutes <= minutesOf(VIEWING_LAST_SLOT);
      minutes += VIEWING_SLOT_MINUTES
    ) {
      const time = new Date(start + minutes * MINUTE);
      if (isBookable(time, now)) times.push(time.toISOString());
    }
    if (times.length) days.push({ date: new Date(start).toISOString().slice(0, 10), times });
  }
  return days;
}

/** What a viewing is as the state table reads it. */
export interface ViewingState {
  status: ViewingStatus;
  awaiting: ViewingSide | null;
  startsAt: Date | null;
}

/**
 * The actions one side may take on a viewing now: the one state table the service enforces and
 * every screen's buttons come from. The side awaited confirms, proposes or declines; either side
 * reschedules (proposes) or cancels a confirmed viewing before its time; once the time has come
 * either marks it done, and a little after it either reports the other side absent.
 */
export function actionsFor(state: ViewingState, side: ViewingSide, now: Date): ViewingAction[] {
  const { status, awaiting, startsAt } = state;
  if (status === "requested" || status === "proposed") {
    // The side awaited answers; the other may still withdraw what it asked.
    return awaiting === side ? ["confirm", "propose", "decline"] : ["cancel"];
  }
  if (status !== "confirmed" || !startsAt) return [];
  const t = now.getTime();
  const start = startsAt.getTime();
  if (t < start) return ["propose", "cancel"];
  return t >= start + NO_SHOW_AFTER_MINUTES * MINUTE ? ["done", "no-show"] : ["done"];
}
