import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A favourite's add as a PL/pgSQL function (decision 111): PL/pgSQL plans the statements of a
 * function once per database session and keeps the plans, so the add's upsert and the join that
 * reads its listing are no longer parsed and planned on every tap, and a transaction-mode pooler
 * (PgBouncer 1.18 keeps no prepared statement) is no obstacle: the plans live in the server's
 * backend, whichever client it serves.
 *
 * The listing and its agent come back as whole rows of their tables' own types, so a column
 * added to either later is returned without changing this function; the app picks the columns it
 * reads (listing-row.ts). Same statement as the app sent before: a property that does not exist
 * inserts nothing and returns no row; ON CONFLICT makes two quick taps one favourite without a
 * race, its no-op update returning the row the other add made, even one still committing
 * (`created`: a row just inserted has no xmax; a row met again carries this transaction's).
 */
export class FavouriteAddKeptPlan1765530000000 implements MigrationInterface {
  name = "FavouriteAddKeptPlan1765530000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION favourite_add(p_user integer, p_property integer)
      RETURNS TABLE (favourite_id integer, favourite_created_at timestamptz, created boolean,
                     p properties, agent agents)
      LANGUAGE plpgsql AS $$
      BEGIN
        RETURN QUERY
        WITH saved AS (
          INSERT INTO favorites (user_id, property_id)
            SELECT p_user, x.id FROM properties x WHERE x.id = p_property
          ON CONFLICT (user_id, property_id) DO UPDATE SET user_id = EXCLUDED.user_id
          RETURNING favorites.id, favorites.created_at, favorites.xmax = 0 AS created)
        SELECT s.id, s.created_at, s.created, l, a
        FROM saved s JOIN properties l ON l.id = p_property LEFT JOIN agents a ON a.id = l.agent_id;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS favourite_add(integer, integer)`);
  }
}
