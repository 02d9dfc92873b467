/**
 * How an agent handles viewing requests (decision 104), as response-rate.ts is for availability
 * asks. Shared: the viewings module keeps the requests, the agents module shows the lines on the
 * agent's card and page, and neither may import the other.
 */

/** A request is confirmed in time within this many hours of being made; unanswered this long, it is judged. */
export const CONFIRM_WITHIN_HOURS = 24;

/** Nothing is shown from fewer judged requests than this: one missed request is not a record. */
export const MIN_VIEWINGS_FOR_SIGNAL = 3;

/**
 * Requests to the agent judged so far (the lister answered, or CONFIRM_WITHIN_HOURS passed),
 * those confirmed within CONFIRM_WITHIN_HOURS of the request, and the no-shows visitors reported
 * against the lister.
 */
export interface ViewingCounts {
  requests: number;
  confirmedInTime: number;
  noShows: number;
}

/** What the agent's card and page show: counts, so the words never round 4 of 5 to "80%". */
export type ViewingSignal = ViewingCounts;

export function viewingSignalOf(counts: ViewingCounts | undefined): ViewingSignal | null {
  if (!counts || counts.requests < MIN_VIEWINGS_FOR_SIGNAL) return null;
  return { ...counts };
}

/** "Confirms 4 of 5 viewing requests within a day" (a day: CONFIRM_WITHIN_HOURS). */
export function viewingConfirmLine(signal: ViewingCounts): string {
  return `Confirms ${signal.confirmedInTime} of ${signal.requests} viewing requests within a day`;
}

/** "1 no-show reported by visitors", "3 no-shows reported by visitors", "No no-shows reported". */
export function noShowLine(signal: Pick<ViewingCounts, "noShows">): string {
  if (signal.noShows === 0) return "No no-shows reported";
  return `${signal.noShows} no-show${signal.noShows === 1 ? "" : "s"} reported by visitors`;
}
