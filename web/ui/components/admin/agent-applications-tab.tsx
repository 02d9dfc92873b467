import type { ApplicationMatch, ReviewedApplication } from "#modules/agents/agents.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { Photo } from "../photo/photo.js";
import { AdminList } from "./admin-list.js";
import { DecisionButtons } from "./decision-buttons.js";
import { type DetailRow, DetailsDialog } from "./details-dialog.js";
import { ApplicationStatusBadge } from "./status-badges.js";

type Application = Json<ReviewedApplication>;

/** Decision 43: an approval never changes an existing agent, so such a match cannot be approved. */
export function matchText(m: Json<ApplicationMatch>): string {
  const fields = m.on.join(" and ");
  return m.agentId !== null
    ? `Same ${fields} as agent #${m.agentId} (${m.name}): approving is refused, since it would take over that agent.`
    : `Same ${fields} as pending application #${m.applicationId} (${m.name}).`;
}

function MatchWarnings({ matches }: { matches: Json<ApplicationMatch>[] }) {
  if (matches.length === 0) return null;
  return (
    <ul
      aria-label="Matches"
      className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink"
    >
      {matches.map((m) => (
        <li key={`${m.agentId}-${m.applicationId}`}>
          <span aria-hidden="true">⚠ </span>
          {matchText(m)}
        </li>
      ))}
    </ul>
  );
}

/** Every field of the application (spec §3), in the order of the form, plus the admin's id and dates. */
export function applicationRows(a: Application): DetailRow[] {
  return [
    ["Application", `#${a.id}`],
    ["Email", a.email],
    ["Phone", a.phone],
    ["Company", a.company],
    ["License number", a.licenseNumber],
    ["Experience", `${a.yearsExperience} year${a.yearsExperience === 1 ? "" : "s"}`],
    ["Specialization", a.specialization],
    ["Region", a.location],
    ["Languages", a.languages],
    ["Website", a.website],
    ["Certifications", a.certifications],
    ["Bio", a.bio],
    ["Submitted", formatDate(a.createdAt)],
    ["Status", a.status],
  ];
}

function ApplicantPhoto({ application, size }: { application: Application; size: string }) {
  if (!application.profileImage) {
    return (
      <div
        aria-hidden="true"
        className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl font-bold text-brand-700`}
      >
        {application.name.charAt(0).toUpperCase()}
      </div>
    );
  }
  return (
    <Photo
      src={application.profileImage}
      sizes="96px"
      maxWidth={320}
      width={96}
      height={96}
      alt={application.name}
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  );
}

export function AgentApplicationsTab({
  applications,
}: {
  applications: Application[] | undefined;
}) {
  return (
    <AdminList title="Agent Applications" items={applications} empty="No Agent Applications">
      {(a) => (
        <li key={a.id} className="flex flex-col gap-3 py-4">
          <div className="flex flex-wrap items-start gap-4">
            <ApplicantPhoto application={a} size="h-16 w-16" />
            <div className="min-w-0 flex-1 basis-64">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{a.name}</h3>
                <ApplicationStatusBadge status={a.status} />
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {applicationRows(a)
                  .filter(([label]) => label !== "Bio" && label !== "Status")
                  .map(([label, value]) => (
                    <div key={label} className="flex min-w-0 gap-2">
                      <dt className="shrink-0 text-muted">{label}:</dt>
                      <dd className="wrap-anywhere text-ink">{value || "—"}</dd>
                    </div>
                  ))}
              </dl>
              <p className="mt-2 line-clamp-2 text-sm text-muted">{a.bio}</p>
            </div>
          </div>
          {a.status === "pending" ? <MatchWarnings matches={a.matches ?? []} /> : null}
          <div className="flex flex-wrap gap-2">
            {a.status === "pending" ? (
              <DecisionButtons
                kind="application"
                id={a.id}
                subject={a.name}
                approveEffect={`${a.name} becomes a verified agent in the directory and is e-mailed.`}
              />
            ) : null}
            <DetailsDialog
              label="View Details"
              subject={a.name}
              title={a.name}
              rows={applicationRows(a)}
            >
              <ApplicantPhoto application={a} size="h-24 w-24" />
            </DetailsDialog>
          </div>
        </li>
      )}
    </AdminList>
  );
}
