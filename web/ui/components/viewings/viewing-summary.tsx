import type { ViewingJson } from "../../queries/viewings.js";
import { statusText } from "./viewing-status.js";
import { shortTime } from "./viewing-times.js";

/**
 * A viewing's state in words and, while a request waits, the times it asks for. A live region:
 * an answer that changes it is read out where it is shown.
 */
export function ViewingSummary({ viewing: v }: { viewing: ViewingJson }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-semibold text-ink">
        {statusText(v)}
      </p>
      {v.status === "requested" && v.times.length > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted">Times asked for</p>
          <ul aria-label="Times asked for" className="flex flex-wrap gap-2">
            {v.times.map((t) => (
              <li key={t} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-ink">
                {shortTime(t)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
