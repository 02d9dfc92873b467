import { noShowLine, type ViewingSignal, viewingConfirmLine } from "#shared/viewing-signal.js";
import type { Json } from "../../lib/json.js";

/**
 * How the agent handles viewing requests (decision 104): shown from MIN_VIEWINGS_FOR_SIGNAL
 * judged requests, never from one, as counts rather than a per cent.
 */
export function ViewingSignalLines({
  signal,
  className = "text-sm text-ink",
}: {
  signal: Json<ViewingSignal> | null;
  className?: string;
}) {
  if (!signal) return null;
  return (
    <>
      <p className={className}>{viewingConfirmLine(signal)}</p>
      <p className={className}>{noShowLine(signal)}</p>
    </>
  );
}
