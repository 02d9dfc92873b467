import type { ViewingSide } from "#modules/viewings/viewings.rules.js";
import type { ViewingJson } from "../../queries/viewings.js";
import { longTime, shortTime } from "./viewing-times.js";

const OTHER: Record<ViewingSide, ViewingSide> = { visitor: "lister", lister: "visitor" };

/** The reader's own part, or the visitor's when the reader is the admin (who only reads). */
const sideOf = (v: ViewingJson): ViewingSide => (v.role === "admin" ? "visitor" : v.role);

/**
 * A viewing's state in the reader's words: who must answer is named from where the reader
 * stands ("Waiting for your answer" to the lister, "Waiting for the lister's answer" to the
 * visitor), so neither side wonders whose turn it is.
 */
export function statusText(v: ViewingJson): string {
  const me = sideOf(v);
  const time = v.times[0] ? shortTime(v.times[0]) : "";
  switch (v.status) {
    case "requested":
      return v.awaiting === me && v.role !== "admin"
        ? "Waiting for your answer"
        : `Waiting for the ${v.awaiting ?? "lister"}'s answer`;
    case "proposed":
      if (v.role === "admin") return `The ${OTHER[v.awaiting ?? "visitor"]} proposed ${time}`;
      return v.awaiting === me
        ? `The ${OTHER[me]} proposed ${time}`
        : `You proposed ${time}: waiting for the ${OTHER[me]}'s answer`;
    case "confirmed":
      return `Confirmed: ${v.startsAt ? longTime(v.startsAt) : time}`;
    case "declined":
      return v.reason ? `Declined: ${v.reason}` : "Declined";
    case "cancelled":
      return v.reason ? `Cancelled: ${v.reason}` : "Cancelled";
    case "done":
      return "Done";
    case "no_show":
      return "No-show reported";
  }
}

/** Who the other party is, in words the reader uses: "the visitor" or "the lister". */
export function otherSide(v: ViewingJson): string {
  return `the ${OTHER[sideOf(v)]}`;
}
