import type { AuditLogRepository } from "#modules/admin/audit-log.ports.js";
import type {
  AuditAction,
  AuditEntry,
  AuditTargetType,
  NewAuditEntry,
} from "#modules/admin/audit-log.types.js";
import type { DbContext } from "../../persistence/db-context.js";

interface Row {
  id: string;
  at: Date;
  actor: string;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: string | null;
}

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
    const rows: Row[] = await this.db.manager.query(
      `SELECT id, at, actor, action, target_type, target_id, detail FROM admin_audit_log
       ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const [{ count }] = await this.db.manager.query(
      `SELECT count(*)::int AS count FROM admin_audit_log`,
    );
    return { entries: rows.map(toEntry), total: Number(count) };
  }
}

function toEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    targetType: row.target_type as AuditTargetType,
    targetId: row.target_id,
    detail: row.detail,
  };
}
