import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Viewings (decision 104): a visitor's request of a time to see a listing, its answers, the
 * confirmed time and what became of it.
 *
 * - `times` holds the times on the table now: the visitor's one to three, or the one a side
 *   proposed; `awaiting` is the side that must answer. `starts_at` is the agreed time.
 * - One open viewing per visitor and listing (a partial unique index): requesting again while one
 *   is open is that viewing.
 * - The lister's mailed link is kept as its token's hash only, as an ask's (decision 101).
 * - `confirmed_at` is the latest confirmation (a reschedule confirms again); `first_confirmed_at`
 *   the first, which the agent's "confirmed within a day" signal counts (NULL on rows written with
 *   only `confirmed_at`: read as the two together).
 * - `day_reminder_at` / `hour_reminder_at` are set by the reminder job's conditional UPDATE, so
 *   two runs that both got past the job lock still mail each reminder once.
 * - `mail_outbox.attachments`: a confirmed viewing's mails carry its calendar file (JSON list of
 *   { filename, contentType, content }); existing mails have none.
 * - Nothing existed before: no rows to bring over.
 */
export class Viewings1765520000000 implements MigrationInterface {
  name = "Viewings1765520000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE viewings (
        id serial PRIMARY KEY,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        visitor_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        phone varchar(16) NOT NULL,
        note varchar(500) NOT NULL DEFAULT '',
        status varchar(10) NOT NULL CHECK (status IN
          ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'done', 'no_show')),
        times timestamptz[] NOT NULL CHECK (cardinality(times) BETWEEN 1 AND 3),
        awaiting varchar(7) CHECK (awaiting IN ('lister', 'visitor')),
        starts_at timestamptz,
        reason varchar(300),
        closed_by varchar(7) CHECK (closed_by IN ('lister', 'visitor')),
        no_show_of varchar(7) CHECK (no_show_of IN ('lister', 'visitor')),
        lister_token_hash char(64) NOT NULL UNIQUE,
        requested_at timestamptz NOT NULL,
        first_answered_at timestamptz,
        confirmed_at timestamptz,
        first_confirmed_at timestamptz,
        day_reminder_at timestamptz,
        hour_reminder_at timestamptz,
        updated_at timestamptz NOT NULL,
        CHECK ((awaiting IS NOT NULL) = (status IN ('requested', 'proposed'))),
        CHECK (starts_at IS NOT NULL OR status NOT IN ('confirmed', 'done', 'no_show')),
        CHECK ((no_show_of IS NOT NULL) = (status = 'no_show'))
      )`);
    await q.query(`
      CREATE UNIQUE INDEX viewings_open_per_visitor ON viewings (property_id, visitor_id)
        WHERE status IN ('requested', 'proposed', 'confirmed')`);
    await q.query(`CREATE INDEX viewings_of_property ON viewings (property_id, requested_at DESC)`);
    await q.query(`CREATE INDEX viewings_of_visitor ON viewings (visitor_id, requested_at DESC)`);
    await q.query(`CREATE INDEX viewings_of_agent ON viewings (agent_id)`);
    await q.query(
      `CREATE INDEX viewings_to_remind ON viewings (starts_at) WHERE status = 'confirmed'`,
    );
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN attachments`);
    await q.query(`DROP TABLE viewings`);
  }
}
