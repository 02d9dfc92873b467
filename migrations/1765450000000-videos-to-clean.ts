import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Videos stored before decision 81 still carry what the phone wrote into them (a GPS position,
 * the maker, the date), and /uploads sends them to anyone with the URL. `old_videos` lists each
 * one a submission names; the server's worker copies each without its metadata under the same
 * name (issue 32), and /uploads does not send one until it has. Videos stored since were cleaned
 * on the way in, so none is recorded after this migration.
 */
export class VideosToClean1765450000000 implements MigrationInterface {
  name = "VideosToClean1765450000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE old_videos (
        name text PRIMARY KEY,
        status text NOT NULL DEFAULT 'waiting'
          CHECK (status IN ('waiting', 'cleaned', 'missing', 'unreadable')),
        problem text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX old_videos_waiting ON old_videos (next_attempt_at) WHERE status = 'waiting'`,
    );
    await q.query(`
      INSERT INTO old_videos (name)
      SELECT DISTINCT substr(url, length('/uploads/') + 1)
        FROM listing_submissions, unnest(videos) AS url
       WHERE url ~ '^/uploads/[a-f0-9]{32}\\.[a-z0-9]{1,8}$'
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS old_videos`);
  }
}
