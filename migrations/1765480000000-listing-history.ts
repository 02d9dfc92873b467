import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A listing's history (decision 99): each price change, status change and confirmation, dated.
 *
 * - `listing_events` is written by triggers on `properties`, so every path that changes a listing
 *   records it, whoever wrote: the API, Manage Listings, the CLI, a freshness confirmation, a
 *   hand-run UPDATE. `at` is the transaction's time, except a confirmation, which is dated by
 *   its own `last_confirmed_at` (the service's clock).
 * - `price_reduced_at` on the listing is when its price last went down, in the same currency;
 *   a rise clears it. Kept by the trigger beside the price so a card reads it with no join.
 * - Listings kept before: the date each was first listed is known (`created_at`), its price then
 *   is not (it may have changed since), so its "listed" event has no price; a confirmation after
 *   the day it was listed is known from `last_confirmed_at`. Earlier changes were not kept and
 *   are not invented.
 */
export class ListingHistory1765480000000 implements MigrationInterface {
  name = "ListingHistory1765480000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE listing_events (
        id serial PRIMARY KEY,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('listed', 'price', 'status', 'confirmed')),
        at timestamptz NOT NULL,
        price numeric(14,2),
        old_price numeric(14,2),
        price_currency varchar(3),
        status varchar(20),
        old_status varchar(20)
      )`);
    await q.query(
      `CREATE INDEX listing_events_of_property ON listing_events (property_id, at, id)`,
    );
    await q.query(`ALTER TABLE properties ADD COLUMN price_reduced_at timestamptz`);

    await q.query(`
      CREATE FUNCTION properties_price_reduced() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.price_currency IS DISTINCT FROM OLD.price_currency THEN
          NEW.price_reduced_at := NULL;
        ELSIF NEW.price < OLD.price THEN
          NEW.price_reduced_at := now();
        ELSIF NEW.price > OLD.price THEN
          NEW.price_reduced_at := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER properties_price_reduced_trg
        BEFORE UPDATE OF price, price_currency ON properties
        FOR EACH ROW EXECUTE FUNCTION properties_price_reduced()`);

    await q.query(`
      CREATE FUNCTION properties_history() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO listing_events (property_id, kind, at, price, price_currency, status)
            VALUES (NEW.id, 'listed', NEW.created_at, NEW.price, NEW.price_currency, NEW.status);
          RETURN NULL;
        END IF;
        IF NEW.price IS DISTINCT FROM OLD.price
           OR NEW.price_currency IS DISTINCT FROM OLD.price_currency THEN
          INSERT INTO listing_events (property_id, kind, at, price, old_price, price_currency)
            VALUES (NEW.id, 'price', now(), NEW.price,
                    CASE WHEN NEW.price_currency = OLD.price_currency THEN OLD.price END,
                    NEW.price_currency);
        END IF;
        IF NEW.status IS DISTINCT FROM OLD.status THEN
          INSERT INTO listing_events (property_id, kind, at, status, old_status)
            VALUES (NEW.id, 'status', now(), NEW.status, OLD.status);
        END IF;
        IF NEW.last_confirmed_at > OLD.last_confirmed_at THEN
          INSERT INTO listing_events (property_id, kind, at)
            VALUES (NEW.id, 'confirmed', NEW.last_confirmed_at);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER properties_history_trg
        AFTER INSERT OR UPDATE OF price, price_currency, status, last_confirmed_at ON properties
        FOR EACH ROW EXECUTE FUNCTION properties_history()`);

    await q.query(`
      INSERT INTO listing_events (property_id, kind, at, status)
        SELECT id, 'listed', created_at, NULL FROM properties`);
    await q.query(`
      INSERT INTO listing_events (property_id, kind, at)
        SELECT id, 'confirmed', last_confirmed_at FROM properties
        WHERE last_confirmed_at > created_at + interval '1 day'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS properties_history_trg ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS properties_history()`);
    await q.query(`DROP TRIGGER IF EXISTS properties_price_reduced_trg ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS properties_price_reduced()`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS price_reduced_at`);
    await q.query(`DROP TABLE IF EXISTS listing_events`);
  }
}
