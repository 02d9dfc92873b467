import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 18: a rejection's reason, mailed to the applicant or the owner, is kept with the decision
 * (an approval may carry a note too). Null for decisions taken before reasons were asked.
 */
export class DecisionReasons1764960000000 implements MigrationInterface {
  name = "DecisionReasons1764960000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE agent_registrations ADD COLUMN decision_reason text`);
    await q.query(`ALTER TABLE listing_submissions ADD COLUMN decision_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE listing_submissions DROP COLUMN IF EXISTS decision_reason`);
    await q.query(`ALTER TABLE agent_registrations DROP COLUMN IF EXISTS decision_reason`);
  }
}
