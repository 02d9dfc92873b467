/**
 * Who took an admin decision: "admin#<tag>" for a dashboard session (the password is shared,
 * so the tag, drawn at sign-in, tells sessions apart) or "cli:<os user>" for an operator.
 */
export type ActorName = string;

export const AUDIT_ACTIONS = [
  "agent_application.approved",
  "agent_application.rejected",
  "agent.licence_checked",
  "agent.licence_check_withdrawn",
  "listing_submission.approved",
  "listing_submission.rejected",
  "listing_reports.dismissed",
  "listing_reports.unpublished",
  "listing_reports.fees_confirmed",
  "listing_relisting.upheld",
  "listing_relisting.removed",
  "admin_password.changed",
  "exchange_rate.set",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "agent_application",
  "agent",
  "listing_submission",
  "listing_relisting",
  "property",
  "admin_password",
  "exchange_rate",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface NewAuditEntry {
  at: Date;
  actor: ActorName;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  detail: string | null;
}

export interface AuditEntry extends NewAuditEntry {
  id: number;
}

/** Spec-free constant: the dashboard's page of the log. */
export const AUDIT_LOG_PAGE_SIZE = 20;

export interface AuditLogPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}
