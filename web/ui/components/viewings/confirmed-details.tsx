import { type ViewingJson, viewingCalendarUrl } from "../../queries/viewings.js";
import { LinkButton } from "../ui/button.js";

/**
 * What a confirmed viewing needs on the day: where (the address, the GhanaPostGPS digital
 * address, a map link the phone opens; Ofie fetches no map) and the calendar file with its
 * reminders.
 */
export function ConfirmedDetails({ viewing: v }: { viewing: ViewingJson }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Address</dt>
        <dd className="font-medium text-ink">{v.address}</dd>
        <dt className="text-muted">Digital address (GhanaPostGPS)</dt>
        <dd className={v.digitalAddress ? "font-medium text-ink" : "text-muted italic"}>
          {v.digitalAddress ?? "not stated"}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <LinkButton
          href={viewingCalendarUrl(v.id)}
          download={`viewing-${v.id}.ics`}
          variant="outline"
          size="sm"
        >
          Add to calendar
        </LinkButton>
        <LinkButton
          href={v.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          size="sm"
        >
          Open in maps
        </LinkButton>
      </div>
    </div>
  );
}
