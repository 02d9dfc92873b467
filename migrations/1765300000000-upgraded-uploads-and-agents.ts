import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What an upgrade from a release before the photo pipeline and agent accounts must not lose
 * (issue 31, decision 73).
 *
 * - `old_uploads`: every picture a row still points at as `/uploads/<key>.<ext>`, the way uploads
 *   were stored before the pipeline (decision 50). The photo worker moves each file into the
 *   pipeline and rewrites the rows to its new URL; the old URL then redirects there. Recorded
 *   here, in the migration, because only the rows say which files are pictures in use; the files
 *   themselves are read later, outside any transaction.
 * - `agents.claim_link_due`: the approved agents that decision 43's migration left unlinked and
 *   that no claim link was ever issued for. Each is mailed one once; the flag is cleared in the
 *   same transaction as the mail is queued, so a restart or a second instance does not send again.
 */
/**
 * Every column that held an upload's URL when this migration was written, written out here so the
 * migration stays what it was whatever the code's list becomes.
 */
const HOLDERS = [
  "SELECT unnest(images) FROM properties",
  "SELECT unnest(images) FROM listing_submissions",
  "SELECT unnest(images) FROM student_hostels",
  "SELECT profile_image FROM agents",
  "SELECT profile_image FROM agent_registrations",
  "SELECT featured_image FROM blog_posts",
  "SELECT profile_image_url FROM users",
  "SELECT image_url FROM image_hashes",
  "SELECT image_url FROM listing_photo_matches",
  "SELECT matched_image_url FROM listing_photo_matches",
];

export class UpgradedUploadsAndAgents1765300000000 implements MigrationInterface {
  name = "UpgradedUploadsAndAgents1765300000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE old_uploads (
        name text PRIMARY KEY,
        status text NOT NULL DEFAULT 'waiting'
          CHECK (status IN ('waiting', 'adopted', 'missing', 'unreadable')),
        photo_key char(32),
        new_url text,
        problem text,
        file_removed boolean NOT NULL DEFAULT false,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX old_uploads_waiting ON old_uploads (next_attempt_at) WHERE status = 'waiting'`,
    );
    const urls = HOLDERS.join(" UNION ");
    await q.query(`
      INSERT INTO old_uploads (name)
      SELECT substr(url, length('/uploads/') + 1) FROM (${urls}) AS held(url)
       WHERE url ~ '^/uploads/[a-f0-9]{32}\\.(jpg|jpeg|png|webp|gif|avif)$'
      ON CONFLICT DO NOTHING`);
    await q.query(`ALTER TABLE agents ADD COLUMN claim_link_due boolean NOT NULL DEFAULT false`);
    await q.query(`
      UPDATE agents a SET claim_link_due = true
       WHERE a.user_id IS NULL
         AND EXISTS (
           SELECT 1 FROM agent_registrations r
            WHERE r.agent_id = a.id AND r.status = 'approved' AND r.email <> ''
              AND NOT EXISTS (SELECT 1 FROM account_tokens t
                               WHERE t.application_id = r.id AND t.purpose = 'claim-agent'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE agents DROP COLUMN IF EXISTS claim_link_due`);
    await q.query(`DROP TABLE IF EXISTS old_uploads`);
  }
}
