import type { MigrationInterface, QueryRunner } from "typeorm";

const REASONS_BEFORE = ["scam", "let-or-sold", "wrong-price", "duplicate", "other"];
const REASONS = [...REASONS_BEFORE.slice(0, -1), "fee-not-shown", "other"];
const quoted = (words: string[]) => words.map((w) => `'${w}'`).join(", ");

/**
 * Agents' licences and the fees renters report (decision 100).
 *
 * - `agents.license_number`: the Real Estate Agency Council licence number the agent gave. An
 *   approved agent kept before takes it from its latest approved application that gave one; none
 *   is marked checked, since nobody has checked it yet.
 * - `agents.license_checked_at` and `license_checked_by`: when and which admin checked the number;
 *   both or neither, and only beside a number. Cleared when the admin withdraws the check.
 * - `listing_reports`: the reason "fee-not-shown" with the fee's kind and amount (GH₵), both
 *   required for that reason and absent for every other.
 * - An agent's page counts the upheld fee reports of its listings: a change of a report's status
 *   notifies the read cache, as writes to the catalogue do (decision 22). A new report does not:
 *   until it is reviewed, no page shows it.
 */
export class AgentLicencesAndReportedFees1765490000000 implements MigrationInterface {
  name = "AgentLicencesAndReportedFees1765490000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE agents
        ADD COLUMN license_number varchar(80),
        ADD COLUMN license_checked_at timestamptz,
        ADD COLUMN license_checked_by varchar(100),
        ADD CONSTRAINT agents_license_checked_by_check
          CHECK ((license_checked_at IS NULL) = (license_checked_by IS NULL)),
        ADD CONSTRAINT agents_license_checked_number_check
          CHECK (license_checked_at IS NULL OR license_number IS NOT NULL)`);
    await q.query(`
      UPDATE agents a SET license_number = r.license_number
        FROM (SELECT DISTINCT ON (agent_id) agent_id, btrim(license_number) AS license_number
                FROM agent_registrations
               WHERE status = 'approved' AND agent_id IS NOT NULL
                 AND btrim(coalesce(license_number, '')) <> ''
               ORDER BY agent_id, decided_at DESC NULLS LAST, id DESC) r
       WHERE a.id = r.agent_id`);

    await q.query("ALTER TABLE listing_reports DROP CONSTRAINT listing_reports_reason_check");
    await q.query(`
      ALTER TABLE listing_reports
        ADD CONSTRAINT listing_reports_reason_check CHECK (reason IN (${quoted(REASONS)})),
        ADD COLUMN fee_kind varchar(12) CHECK (fee_kind IN ('viewing', 'commission', 'other')),
        ADD COLUMN fee_amount numeric(10,2) CHECK (fee_amount > 0),
        ADD CONSTRAINT listing_reports_fee_check CHECK (
          (reason = 'fee-not-shown') = (fee_kind IS NOT NULL AND fee_amount IS NOT NULL)
          AND (fee_kind IS NULL) = (fee_amount IS NULL))`);
    await q.query(`
      CREATE INDEX listing_reports_upheld_fees_idx ON listing_reports (property_id)
        WHERE reason = 'fee-not-shown' AND status = 'upheld'`);
    await q.query(`
      CREATE TRIGGER listing_reports_catalogue_changed
        AFTER UPDATE OF status OR DELETE OR TRUNCATE ON listing_reports
        FOR EACH STATEMENT EXECUTE FUNCTION ofie_catalogue_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TRIGGER IF EXISTS listing_reports_catalogue_changed ON listing_reports");
    await q.query("DROP INDEX IF EXISTS listing_reports_upheld_fees_idx");
    await q.query("ALTER TABLE listing_reports DROP CONSTRAINT listing_reports_fee_check");
    // The earlier schema has no fee reason: such a report is kept as "other", its amount in words.
    await q.query(`
      UPDATE listing_reports
         SET reason = 'other',
             note = left(concat_ws(' ', 'Asked for a ' || fee_kind || ' fee of GH₵' || fee_amount || '.', note), 1000)
       WHERE reason = 'fee-not-shown'`);
    await q.query(`
      ALTER TABLE listing_reports
        DROP COLUMN fee_amount, DROP COLUMN fee_kind,
        DROP CONSTRAINT listing_reports_reason_check,
        ADD CONSTRAINT listing_reports_reason_check CHECK (reason IN (${quoted(REASONS_BEFORE)}))`);
    await q.query(`
      ALTER TABLE agents
        DROP CONSTRAINT agents_license_checked_number_check,
        DROP CONSTRAINT agents_license_checked_by_check,
        DROP COLUMN license_checked_by, DROP COLUMN license_checked_at, DROP COLUMN license_number`);
  }
}
