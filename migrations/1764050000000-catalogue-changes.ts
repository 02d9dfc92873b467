import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The channel the app's read cache listens on (decision 22): the app's name for it is in
 * src/adapters/persistence/catalogue-channel.ts, which runtime code imports instead of this
 * migration (decision 47); tests/persistence/catalogue-changes.test.ts checks the two agree.
 */
export const CATALOGUE_CHANNEL = "ofie_catalogue";

/**
 * The tables whose rows visitors see in a public read or a visitor's page, with the writes
 * that count. blog_posts leaves out `views`: reading an article counts a view, and that
 * must not empty the cache on every read. Favourites, sessions, inquiries and the like are
 * never shown to visitors, so they do not notify.
 */
const WATCHED: { table: string; events: string }[] = [
  { table: "properties", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  { table: "agents", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  { table: "agent_registrations", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  { table: "student_hostels", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  { table: "hostel_rooms", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  { table: "exchange_rates", events: "INSERT OR UPDATE OR DELETE OR TRUNCATE" },
  {
    table: "blog_posts",
    events: `INSERT OR DELETE OR TRUNCATE OR UPDATE OF title, slug, excerpt, content, category,
      featured_image, source_url, published_at`,
  },
];

const trigger = (table: string) => `${table}_catalogue_changed`;

/**
 * Every committed write to the catalogue, by the app, the CLI, a seed or an operator's psql,
 * notifies CATALOGUE_CHANNEL once per transaction (PostgreSQL folds identical notifications),
 * and only at commit: a rolled-back write says nothing.
 */
export class CatalogueChanges1764050000000 implements MigrationInterface {
  name = "CatalogueChanges1764050000000";

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION ofie_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CATALOGUE_CHANNEL}', '');
        RETURN NULL;
      END $$`);
    for (const { table, events } of WATCHED) {
      await queryRunner.query(
        `CREATE TRIGGER ${trigger(table)} AFTER ${events} ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION ofie_catalogue_changed()`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of WATCHED) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger(table)} ON ${table}`);
    }
    await queryRunner.query("DROP FUNCTION IF EXISTS ofie_catalogue_changed()");
  }
}
