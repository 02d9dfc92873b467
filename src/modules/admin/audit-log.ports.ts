import type { AuditEntry, NewAuditEntry } from "./audit-log.types.js";

/** Append-only: entries are added inside the decision's own transaction and never changed. */
export interface AuditLogRepository {
  add(entry: NewAuditEntry): Promise<void>;
  /** Newest first. */
  page(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }>;
}
