import type { RecentProperty } from "#modules/admin/admin-dashboard.types.js";
import type { ReviewedSubmission } from "#modules/listing-submissions/listing-submissions.types.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import type { ReportedListing } from "#modules/reports/reports.types.js";
import { downloadFile, toCsv } from "../../lib/export-file.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { ADMIN_RECENT_PROPERTIES_SHOWN } from "../../queries/admin.js";
import { Button, LinkButton } from "../ui/button.js";
import { AdminList } from "./admin-list.js";
import { DisputedRelistings } from "./disputed-relistings.js";
import { ListingSubmissions } from "./listing-submissions.js";
import { ReportedListings } from "./reported-listings.js";
import { PropertyStatusBadge } from "./status-badges.js";

/** The old product's Export did nothing; here it saves the row as a CSV a spreadsheet opens. */
export function exportProperty(p: Json<RecentProperty>): void {
  downloadFile(`property-${p.id}.csv`, "text/csv;charset=utf-8", toCsv({ ...p }));
}

/**
 * The queues to work through first (pending submissions, reported listings, disputed
 * re-listings), then the 5 newest properties.
 */
export function PropertiesTab({
  properties,
  submissions,
  reported,
  disputed,
}: {
  properties: Json<RecentProperty>[] | undefined;
  submissions: Json<ReviewedSubmission>[] | undefined;
  reported?: Json<ReportedListing>[] | undefined;
  disputed?: Json<RelistingLink>[] | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <ListingSubmissions submissions={submissions} />
      <ReportedListings listings={reported} />
      <DisputedRelistings links={disputed} />
      <AdminList
        title="Recent Properties"
        items={properties?.slice(0, ADMIN_RECENT_PROPERTIES_SHOWN)}
        empty="No recent properties"
      >
        {(p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{p.title}</p>
              <p className="text-sm text-muted">{p.location}</p>
              <p className="text-sm text-muted">
                <span className="font-semibold text-brand-700">{formatListingPrice(p)}</span> ·{" "}
                <span className="capitalize">{p.propertyType}</span> · Listed{" "}
                <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>
              </p>
            </div>
            <div className="flex items-center gap-2">
              <PropertyStatusBadge status={p.status} />
              <Button variant="outline" size="sm" onClick={() => exportProperty(p)}>
                Export<span className="sr-only"> {p.title}</span>
              </Button>
              <LinkButton variant="outline" size="sm" href={`/properties/${p.id}`}>
                View<span className="sr-only"> {p.title}</span>
              </LinkButton>
            </div>
          </li>
        )}
      </AdminList>
    </div>
  );
}
