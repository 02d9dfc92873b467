import { ValidationError } from "../../shared/errors.js";
import { slotProblem, type ViewingActionRequest } from "./viewing-input.js";
import { ViewingActionRefusedError } from "./viewings.errors.js";
import type { ViewingChange, ViewingRecord } from "./viewings.ports.js";
import {
  REASON_REQUIRED,
  TIME_SLOT_MESSAGE,
  type ViewingAction,
  type ViewingSide,
} from "./viewings.rules.js";

/** A confirmation names one of the times on the table. */
export const CONFIRM_TIME_MESSAGE = "Choose one of the times proposed";

const OTHER: Record<ViewingSide, ViewingSide> = { visitor: "lister", lister: "visitor" };
/** The lister's answers that count for the response signal (decision 104). */
const ANSWERS: readonly ViewingAction[] = ["confirm", "propose", "decline"];

/**
 * The viewing after `side` takes an action actionsFor allows it: its state table's moves, with
 * the checks of what the action carries (400: the time, the lister's reason to decline a request;
 * 409: a proposed time that has passed meanwhile).
 */
export function changeFor(
  r: ViewingRecord,
  side: ViewingSide,
  input: ViewingActionRequest,
  now: Date,
): ViewingChange {
  const base: ViewingChange = {
    status: r.status,
    times: r.times,
    awaiting: null,
    startsAt: r.startsAt,
    reason: r.reason,
    closedBy: null,
    noShowOf: null,
    firstAnsweredAt:
      r.firstAnsweredAt ?? (side === "lister" && ANSWERS.includes(input.action) ? now : null),
    confirmedAt: r.confirmedAt,
    clearReminders: false,
    updatedAt: now,
  };
  switch (input.action) {
    case "confirm": {
      const time = input.time;
      const chosen = time && r.times.find((t) => t.getTime() === time.getTime());
      if (!chosen) throw ValidationError.single("time", CONFIRM_TIME_MESSAGE);
      if (chosen.getTime() <= now.getTime()) {
        throw new ViewingActionRefusedError("That time has passed: propose another.");
      }
      return {
        ...base,
        status: "confirmed",
        startsAt: chosen,
        confirmedAt: now,
        clearReminders: true,
      };
    }
    case "propose": {
      const problem = input.timeGiven ? slotProblem(input.time, now) : TIME_SLOT_MESSAGE;
      if (problem || !input.time)
        throw ValidationError.single("time", problem ?? TIME_SLOT_MESSAGE);
      return {
        ...base,
        status: "proposed",
        times: [input.time],
        awaiting: OTHER[side],
        startsAt: null,
        clearReminders: true,
      };
    }
    case "decline":
      if (side === "lister" && r.status === "requested" && !input.reason) {
        throw ValidationError.single("reason", REASON_REQUIRED);
      }
      return { ...base, status: "declined", closedBy: side, reason: input.reason };
    case "cancel":
      return { ...base, status: "cancelled", closedBy: side, reason: input.reason };
    case "done":
      return { ...base, status: "done", closedBy: side };
    case "no-show":
      return { ...base, status: "no_show", closedBy: side, noShowOf: OTHER[side] };
  }
}

/** The record as the change leaves it, for the answer and the mails. */
export function changed(r: ViewingRecord, change: ViewingChange): ViewingRecord {
  const { clearReminders: _, updatedAt: __, ...fields } = change;
  return { ...r, ...fields };
}
