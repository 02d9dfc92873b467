import { useState } from "react";
import type { AuditEntry, AuditLogPage } from "#modules/admin/audit-log.types.js";
import type { Json } from "../../lib/json.js";
import { useAuditLog } from "../../queries/audit-log.js";
import { Card, Skeleton } from "../ui/card.js";
import { Pager } from "../ui/pager.js";

const ACTION_LABELS: Record<string, string> = {
  "agent_application.approved": "Approved agent application",
  "agent_application.rejected": "Rejected agent application",
  "agent.licence_checked": "Recorded an agent's licence as checked",
  "agent.licence_check_withdrawn": "Withdrew the check of an agent's licence",
  "listing_submission.approved": "Approved listing",
  "listing_submission.rejected": "Rejected listing",
  "listing_reports.dismissed": "Dismissed reports",
  "listing_reports.unpublished": "Unpublished listing",
  "listing_reports.fees_confirmed": "Upheld reports of a fee not shown",
  "listing_relisting.upheld": "Upheld a re-listing link",
  "listing_relisting.removed": "Removed a re-listing link",
  "admin_password.changed": "Changed the admin password",
  "exchange_rate.set": "Set the exchange rate",
};

const TARGET_LABELS: Record<string, (id: string) => string> = {
  agent_application: (id) => `Application #${id}`,
  agent: (id) => `Agent #${id}`,
  listing_submission: (id) => `Submission #${id}`,
  listing_relisting: (id) => `Re-listing link #${id}`,
  property: (id) => `Property #${id}`,
  exchange_rate: (id) => `dated ${id}`,
};

/**
 * Every admin decision, newest first, a page at a time. Times are written in UTC (Ghana's own
 * time) from the ISO string, so the server's HTML and the browser's render always agree.
 */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(true, page);
  return (
    <Card className="p-5">
      <section aria-labelledby="audit-log-heading">
        <h2 id="audit-log-heading" className="mb-4 text-lg font-semibold text-ink">
          Audit log
        </h2>
        {log.data === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : log.data.entries.length === 0 ? (
          <p className="py-8 text-center text-muted">No admin decisions yet</p>
        ) : (
          <AuditEntries log={log.data} onPage={setPage} />
        )}
      </section>
    </Card>
  );
}

function AuditEntries({
  log,
  onPage,
}: {
  log: Json<AuditLogPage>;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <ol className="flex flex-col divide-y divide-gray-200" aria-label="Admin decisions">
        {log.entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      <Pager
        label="Audit log pages"
        page={log.page}
        total={log.total}
        pageSize={log.pageSize}
        onPage={onPage}
        back="Newer"
        forward="Older"
      />
    </>
  );
}

function AuditRow({ entry }: { entry: Json<AuditEntry> }) {
  const label = TARGET_LABELS[entry.targetType];
  const target = entry.targetId
    ? (label?.(entry.targetId) ?? `${entry.targetType} ${entry.targetId}`)
    : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {[ACTION_LABELS[entry.action] ?? entry.action, target].filter(Boolean).join(" · ")}
        </p>
        {entry.detail ? <p className="text-sm wrap-anywhere text-muted">{entry.detail}</p> : null}
      </div>
      <p className="text-sm text-muted">
        {entry.actor} · <time dateTime={entry.at}>{utc(entry.at)}</time>
      </p>
    </li>
  );
}

/** "2026-11-23T14:05:09.120Z" → "2026-11-23 14:05 UTC". */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
