import type { Lead } from "../../../modules/admin/admin-dashboard.types.js";
import { formatDateTime } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { AdminList } from "./admin-list.js";
import { DetailsDialog } from "./details-dialog.js";
import { LeadStatusBadge } from "./status-badges.js";

export function LeadsTab({ leads }: { leads: Json<Lead>[] | undefined }) {
  return (
    <AdminList title="Recent Leads" items={leads} empty="No leads available">
      {(lead) => (
        <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere text-ink">{lead.email}</p>
            <p className="text-sm text-muted">
              <span className="capitalize">{lead.source}</span> ·{" "}
              <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </p>
            {lead.propertyInterest ? (
              <p className="text-sm text-muted">Interested in: {lead.propertyInterest}</p>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <LeadStatusBadge status={lead.status} />
            <DetailsDialog
              label="View"
              subject={lead.email}
              title="Lead"
              rows={[
                [
                  "Email",
                  <a key="email" href={`mailto:${lead.email}`} className="underline">
                    {lead.email}
                  </a>,
                ],
                ["Source", lead.source],
                ["Received", formatDateTime(lead.createdAt)],
                ["Property interest", lead.propertyInterest],
                ["Status", lead.status],
              ]}
            />
          </div>
        </li>
      )}
    </AdminList>
  );
}
