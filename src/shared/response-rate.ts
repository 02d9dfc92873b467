/**
 * How reliably a lister answers "Is it still available?" (decision 101). Shared: the
 * availability module asks and answers, the agents module shows the rate on the agent's card,
 * and neither may import the other.
 */

/** An ask is answered in time within this many hours; unanswered this long, it is missed. */
export const ANSWER_WITHIN_HOURS = 72;

/** No rate is shown from fewer judged asks than this: one missed ask is not a record. */
export const MIN_ASKS_FOR_RESPONSE_RATE = 3;

/** Asks judged so far (answered, or unanswered past ANSWER_WITHIN_HOURS), and those answered in time. */
export interface AskCounts {
  asks: number;
  answeredInTime: number;
}

/** What the agent's card shows: counts, so the words never round 2 of 3 up to "67%". */
export interface ResponseRate extends AskCounts {
  /** Whole per cent, rounded down. */
  percent: number;
}

export function responseRateOf(counts: AskCounts | undefined): ResponseRate | null {
  if (!counts || counts.asks < MIN_ASKS_FOR_RESPONSE_RATE) return null;
  return { ...counts, percent: Math.floor((100 * counts.answeredInTime) / counts.asks) };
}

/** "Answers 9 of 10 availability questions within 3 days". */
export function responseRateLine(rate: AskCounts): string {
  const days = ANSWER_WITHIN_HOURS / 24;
  return `Answers ${rate.answeredInTime} of ${rate.asks} availability questions within ${days} days`;
}
