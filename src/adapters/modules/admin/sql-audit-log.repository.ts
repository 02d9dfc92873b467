import type { AuditLogRepository } from "#modules/admin/audit-log.ports.js";
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
  type NewAuditEntry,
} from "#modules/admin/audit-log.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, oneOf, rowParser, text, timestamp } from "../../persistence/row-parser.js";

const auditEntryRow = rowParser("audit entry", {
  id: int,
  at: timestamp,
  actor: text,
  action: oneOf(...AUDIT_ACTIONS),
  targetType: oneOf(...AUDIT_TARGET_TYPES),
  targetId: nullable(text),
  detail: nullable(text),
});
const countRow = rowParser("audit entry count", { count: int });

/** Through DbContext's manager, so an entry joins the transaction of the decision it records. */
export class SqlAuditLogRepository implements AuditLogRepository {
  constructor(private readonly db: DbContext) {}

  async add(entry: NewAuditEntry): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO admin_audit_log (at, actor, action, target_type, target_id, detail)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.at, entry.actor, entry.action, entry.targetType, entry.targetId, entry.detail],
    );
  }

  async page(limit: number, offset: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT id, at, actor, action, target_type AS "targetType", target_id AS "targetId", detail
         FROM admin_audit_log
        ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const [{ count }] = countRow.all(
      await this.db.manager.query(`SELECT count(*)::int AS count FROM admin_audit_log`),
    );
    return { entries: auditEntryRow.all(rows), total: count };
  }
}
