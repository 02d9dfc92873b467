import type { Lead, LeadCounts, LeadGroupPage } from "#modules/admin/admin-dashboard.types.js";
import { formatDateTime } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Card } from "../ui/card.js";
import { AdminList } from "./admin-list.js";
import { DetailsDialog } from "./details-dialog.js";
import { LeadGroups } from "./lead-groups.js";
import { SOURCE_LABELS } from "./lead-sources.js";
import { LeadStatusBadge } from "./status-badges.js";

/** Named leads listed one by one below the groups: enough to reply to the latest. */
export const NAMED_LEADS_SHOWN = 10;

/** A contact click stores no e-mail: the row names what happened instead (decision 17). */
function who(lead: Json<Lead>): string {
  if (lead.email) return lead.email;
  return `Anonymous ${SOURCE_LABELS[lead.source].replace("E-mail", "e-mail")}`;
}

/**
 * The totals per source, then every lead grouped by listing and day (paged by the
 * server), then the latest leads that left an e-mail, to reply to. Anonymous contact clicks are
 * counted in the groups, never listed one per row (they were a 19,700 px list).
 */
export function LeadsTab({
  leads,
  counts,
  groups,
  onGroupsPage = () => {},
}: {
  leads: Json<Lead>[] | undefined;
  counts?: Json<LeadCounts>;
  groups?: Json<LeadGroupPage>;
  onGroupsPage?: (page: number) => void;
}) {
  const named = leads?.filter((lead) => lead.email !== null).slice(0, NAMED_LEADS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      {counts ? <LeadSourceCounts counts={counts} /> : null}
      <LeadGroups data={groups} onPage={onGroupsPage} />
      <AdminList
        title="Latest leads with an e-mail"
        items={named}
        empty="No leads with an e-mail yet"
      >
        {(lead) => (
          <li key={lead.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-ink">{who(lead)}</p>
              <p className="text-sm text-muted">
                <span>{SOURCE_LABELS[lead.source] ?? lead.source}</span> ·{" "}
                <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
              </p>
              {lead.propertyInterest ? (
                <p className="text-sm text-muted">Interested in: {lead.propertyInterest}</p>
              ) : null}
              {lead.agentName ? (
                <p className="text-sm text-muted">Agent: {lead.agentName}</p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <LeadStatusBadge status={lead.status} />
              <DetailsDialog
                label="View"
                subject={lead.email ?? `${who(lead)} (${lead.id})`}
                title="Lead"
                rows={[
                  [
                    "Email",
                    lead.email ? (
                      <a key="email" href={`mailto:${lead.email}`} className="underline">
                        {lead.email}
                      </a>
                    ) : (
                      "Not stored: a contact click keeps nothing personal"
                    ),
                  ],
                  ["Source", lead.source],
                  ["Received", formatDateTime(lead.createdAt)],
                  ["Property interest", lead.propertyInterest],
                  ["Agent", lead.agentName],
                  ["Status", lead.status],
                ]}
              />
            </div>
          </li>
        )}
      </AdminList>
    </div>
  );
}

/** All-time totals per source, above the groups. */
function LeadSourceCounts({ counts }: { counts: Json<LeadCounts> }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-ink">Leads by source</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        {(Object.keys(SOURCE_LABELS) as Lead["source"][]).map((source) => (
          <div key={source} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-muted">{SOURCE_LABELS[source]}</dt>
            <dd className="text-2xl font-bold text-brand-700">{counts[source] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
