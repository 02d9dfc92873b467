import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The price guide's figures, kept (decision 70, amended): `refresh-price-guide` replaces them in
 * one transaction from six months of listings; the guide and each property page's band read
 * them by group instead of taking percentiles of the listings on every request (3.5 s at 1M).
 *
 * Every group is kept, however few its listings, so the page can say how many it hides. The
 * window is one row of its own: no row means never computed, which a refresh that found no
 * listings (an empty table of figures) must not look like.
 *
 * Both tables notify the read cache (decision 22; the function is migration 1764050000000's):
 * a refresh committed by cron empties every server's cache of guide pages and bands.
 */
export class PriceGuideFigures1765090000000 implements MigrationInterface {
  name = "PriceGuideFigures1765090000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE price_guide_figures (
        city text NOT NULL,
        neighbourhood text,
        listing_type varchar(8) NOT NULL,
        property_type varchar(40) NOT NULL,
        bedrooms integer,
        listings integer NOT NULL,
        dollar_listings integer NOT NULL,
        low double precision NOT NULL,
        median double precision NOT NULL,
        high double precision NOT NULL
      )`);
    // A city's groups of one kind (the guide's filters, the band's two groups), then the
    // neighbourhood inside them; a neighbourhood asked for in no city has its own.
    await q.query(`
      CREATE INDEX price_guide_figures_group_idx ON price_guide_figures
        (lower(city), listing_type, lower(property_type), bedrooms, lower(neighbourhood))`);
    await q.query(`
      CREATE INDEX price_guide_figures_neighbourhood_idx ON price_guide_figures
        (lower(neighbourhood)) WHERE neighbourhood IS NOT NULL`);
    await q.query(`
      CREATE TABLE price_guide_window (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        since timestamptz NOT NULL,
        until timestamptz NOT NULL,
        computed_at timestamptz NOT NULL
      )`);
    for (const table of ["price_guide_figures", "price_guide_window"]) {
      await q.query(
        `CREATE TRIGGER ${table}_catalogue_changed
         AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION ofie_catalogue_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TABLE IF EXISTS price_guide_window");
    await q.query("DROP TABLE IF EXISTS price_guide_figures");
  }
}
