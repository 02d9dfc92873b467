import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Honest listing terms (rent advance, viewing fee, commission, GhanaPostGPS address, land title)
 * on properties and submissions; prices in their own currency with a cedi price for search and
 * sort; the operator's dated cedi–dollar rates.
 */
export class HonestListings1763900000000 implements MigrationInterface {
  name = "HonestListings1763900000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_rates (
        id serial PRIMARY KEY,
        ghs_per_usd numeric(10,4) NOT NULL CHECK (ghs_per_usd > 0),
        set_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX exchange_rates_set_at_idx ON exchange_rates (set_at DESC, id DESC)`,
    );

    for (const table of ["properties", "listing_submissions"]) {
      await q.query(`
        ALTER TABLE ${table}
          ADD COLUMN price_currency varchar(3) NOT NULL DEFAULT 'GHS' CHECK (price_currency IN ('GHS', 'USD')),
          ADD COLUMN rent_advance_months smallint CHECK (rent_advance_months BETWEEN 0 AND 60),
          ADD COLUMN viewing_fee numeric(10,2) CHECK (viewing_fee >= 0),
          ADD COLUMN commission_percent numeric(5,2) CHECK (commission_percent BETWEEN 0 AND 100),
          ADD COLUMN digital_address varchar(16),
          ADD COLUMN title_status varchar(12) CHECK (title_status IN ('registered', 'search-done'))`);
    }

    // The cedi price every search filters and sorts on. A trigger keeps it right for every writer
    // (approval, seed, later edits): cedi listings copy their price, dollar listings multiply by
    // the latest rate, or stay NULL (unpriced in cedis) until a rate is set. `set-rate` reprices.
    await q.query(`ALTER TABLE properties ADD COLUMN price_ghs numeric(16,2)`);
    await q.query(`
      CREATE FUNCTION properties_price_ghs() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.price_currency = 'USD' THEN
          NEW.price_ghs := round(NEW.price * (
            SELECT ghs_per_usd FROM exchange_rates ORDER BY set_at DESC, id DESC LIMIT 1), 2);
        ELSE
          NEW.price_ghs := NEW.price;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER properties_price_ghs_trg
        BEFORE INSERT OR UPDATE OF price, price_currency ON properties
        FOR EACH ROW EXECUTE FUNCTION properties_price_ghs()`);
    await q.query(`UPDATE properties SET price_ghs = price`);
    // Both directions of the price sorts, unpriced rows last in each, read straight off an index.
    await q.query(
      `CREATE INDEX properties_price_ghs_asc_idx ON properties (price_ghs ASC NULLS LAST, id ASC)`,
    );
    await q.query(
      `CREATE INDEX properties_price_ghs_desc_idx ON properties (price_ghs DESC NULLS LAST, id DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS properties_price_ghs_trg ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS properties_price_ghs()`);
    await q.query(`ALTER TABLE properties DROP COLUMN price_ghs`);
    for (const table of ["properties", "listing_submissions"]) {
      await q.query(`
        ALTER TABLE ${table}
          DROP COLUMN price_currency, DROP COLUMN rent_advance_months, DROP COLUMN viewing_fee,
          DROP COLUMN commission_percent, DROP COLUMN digital_address, DROP COLUMN title_status`);
    }
    await q.query(`DROP TABLE exchange_rates`);
  }
}
