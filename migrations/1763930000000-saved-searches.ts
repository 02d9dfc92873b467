import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Saved /properties searches with e-mail alerts. Each alert mail carries its own unsubscribe
 * token; only the tokens' SHA-256 hashes are kept, in a table of their own (decision 15).
 */
export class SavedSearches1763930000000 implements MigrationInterface {
  name = "SavedSearches1763930000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(80) NOT NULL,
        query jsonb NOT NULL DEFAULT '{}'::jsonb,
        frequency varchar(8) NOT NULL CHECK (frequency IN ('instant', 'daily', 'weekly')),
        active boolean NOT NULL DEFAULT true,
        last_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC)`,
    );
    await q.query(
      `CREATE INDEX saved_searches_due_idx ON saved_searches (frequency, last_sent_at) WHERE active`,
    );
    await q.query(`
      CREATE TABLE saved_search_unsubscribe_tokens (
        token_hash char(64) PRIMARY KEY,
        saved_search_id integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX saved_search_unsubscribe_tokens_search_idx ON saved_search_unsubscribe_tokens (saved_search_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS saved_search_unsubscribe_tokens`);
    await q.query(`DROP TABLE IF EXISTS saved_searches`);
  }
}
