import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every admin decision (who, when, what), written in the decision's own transaction. The actor
 * is text ("admin#<tag>", "cli:<os user>"): the admin password is shared, there is no admin row.
 */
export class AuditLog1764400000000 implements MigrationInterface {
  name = "AuditLog1764400000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor varchar(100) NOT NULL,
        action varchar(64) NOT NULL,
        target_type varchar(32) NOT NULL,
        target_id varchar(64),
        detail varchar(300)
      )`);
    await q.query(`CREATE INDEX admin_audit_log_newest_idx ON admin_audit_log (at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS admin_audit_log`);
  }
}
