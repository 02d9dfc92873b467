import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Unpublishing a reported listing names its reason, which is mailed to the owner and kept on the
 * reports it closed (issue 32). Nullable: a dismissal has none, and reports closed before this
 * release were closed without one; nothing is filled in for them.
 */
export class ReportDecisionReason1765410000000 implements MigrationInterface {
  name = "ReportDecisionReason1765410000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_reports ADD COLUMN decision_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_reports DROP COLUMN IF EXISTS decision_reason`);
  }
}
