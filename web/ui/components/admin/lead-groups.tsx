import {
  LEAD_SOURCES,
  type LeadGroup,
  type LeadGroupPage,
} from "#modules/admin/admin-dashboard.types.js";

import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Card, Skeleton } from "../ui/card.js";
import { Pager } from "../ui/pager.js";
import { SOURCE_LABELS } from "./lead-sources.js";

/** A group's day, "25 November 2026"; noon keeps the date the same in any time zone. */
const dayText = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * The leads of each listing on each day, counted per source, a page at a time (the
 * server groups and pages them), instead of one row per anonymous button press.
 */
export function LeadGroups({
  data,
  onPage,
}: {
  data: Json<LeadGroupPage> | undefined;
  onPage: (page: number) => void;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-1 text-lg font-semibold text-ink">Leads by listing and day</h2>
      {data === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : data.totalGroups === 0 ? (
        <p className="py-8 text-center text-muted">No leads available</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">
            {`${data.totalLeads} lead${data.totalLeads === 1 ? "" : "s"} in ${data.totalGroups} group${data.totalGroups === 1 ? "" : "s"}, newest day first`}
          </p>
          <ul className="flex flex-col divide-y divide-gray-200">
            {data.groups.map((g) => (
              <GroupRow key={`${g.day} ${g.propertyId} ${g.hostelId}`} group={g} />
            ))}
          </ul>
          {data.totalGroups > data.pageSize ? (
            <Pager
              label="Lead pages"
              page={data.page}
              total={data.totalGroups}
              pageSize={data.pageSize}
              onPage={onPage}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}

function GroupRow({ group }: { group: Json<LeadGroup> }) {
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium wrap-anywhere text-ink">
          {group.propertyId !== null ? (
            <a className="underline" href={`/properties/${group.propertyId}`}>
              {group.propertyTitle ?? `Listing #${group.propertyId}`}
            </a>
          ) : group.hostelId !== null ? (
            <a className="underline" href={`/student-hostels/${group.hostelId}`}>
              {`Hostel: ${group.hostelName ?? `#${group.hostelId}`}`}
            </a>
          ) : (
            "No listing (newsletter and contact form)"
          )}
        </p>
        <p className="shrink-0 text-sm text-muted">
          <time dateTime={group.day}>{dayText(group.day)}</time>
          {` · ${group.total} lead${group.total === 1 ? "" : "s"}`}
        </p>
      </div>
      <ul aria-label="By source" className="flex flex-wrap gap-2 text-sm">
        {LEAD_SOURCES.filter((source) => group.counts[source] > 0).map((source) => (
          <li key={source} className="rounded-full bg-brand-50 px-3 py-1 text-brand-700">
            {`${SOURCE_LABELS[source]}: ${group.counts[source]}`}
          </li>
        ))}
      </ul>
    </li>
  );
}
