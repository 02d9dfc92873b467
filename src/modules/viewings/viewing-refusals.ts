import {
  NO_SHOW_AFTER_MINUTES,
  type ViewingAction,
  type ViewingSide,
  type ViewingState,
  type ViewingStatus,
} from "./viewings.rules.js";

const CLOSED: Partial<Record<ViewingStatus, string>> = {
  declined: "This viewing has been declined.",
  cancelled: "This viewing has been cancelled.",
  done: "This viewing has already been marked done.",
  no_show: "This viewing has already been marked a no-show.",
};

const OTHER: Record<ViewingSide, ViewingSide> = { visitor: "lister", lister: "visitor" };

/**
 * Why `side` may not take `action` now: the sentence of the 409, for an action actionsFor does
 * not list. The rule itself is actionsFor's; this only explains its answer.
 */
export function refusalOf(
  state: ViewingState,
  side: ViewingSide,
  action: ViewingAction,
  now: Date,
): string {
  const closed = CLOSED[state.status];
  if (closed) return closed;
  if (state.status === "requested" || state.status === "proposed") {
    if (action === "done" || action === "no-show")
      return "This viewing has not been confirmed yet.";
    if (state.awaiting === side) {
      return "It is your turn to answer: confirm a time, propose another or decline.";
    }
    return `It is the ${OTHER[side]}'s turn to answer: wait for their answer, or cancel.`;
  }
  // Confirmed.
  const start = state.startsAt?.getTime() ?? 0;
  switch (action) {
    case "confirm":
      return "This viewing has already been confirmed.";
    case "decline":
      return "This viewing has been confirmed: cancel it instead.";
    case "propose":
    case "cancel":
      return "The time of this viewing has come: it can no longer be moved or cancelled.";
    case "done":
      return "A viewing can be marked done once its time has come.";
    case "no-show":
      return now.getTime() < start
        ? "A no-show can be reported once the time has passed."
        : `A no-show can be reported from ${NO_SHOW_AFTER_MINUTES} minutes after the time.`;
  }
}
