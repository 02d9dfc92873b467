import type { MigrationInterface, QueryRunner } from "typeorm";

export interface SearchIndex {
  name: string;
  create: string;
  drop: string;
}

const index = (name: string, columns: string): SearchIndex => ({
  name,
  create: `CREATE INDEX ${name} ON properties ${columns}`,
  drop: `DROP INDEX IF EXISTS ${name}`,
});

/**
 * Indexes for the filters and sorts of GET /api/properties at a million listings (decision 19,
 * measured one by one with `npm run bench:search -- --per-index`). Expressions match the
 * repository's WHERE exactly (`lower(city) = lower(:city)`), or the planner cannot use them.
 * The existing created_at and price_ghs indexes serve the sorts with no equality filter.
 */
export const SEARCH_INDEXES: SearchIndex[] = [
  index("properties_city_created_idx", "(lower(city), created_at DESC, id DESC)"),
  // Each price sort needs its own direction: a backward scan would put unpriced rows first.
  index("properties_city_price_asc_idx", "(lower(city), price_ghs ASC NULLS LAST, id ASC)"),
  index("properties_city_price_desc_idx", "(lower(city), price_ghs DESC NULLS LAST, id DESC)"),
  // Rents are a hundredth of sale prices: "rent, highest price first" would otherwise read
  // every sale listing before the first rent.
  index("properties_listing_price_asc_idx", "(listing_type, price_ghs ASC NULLS LAST, id ASC)"),
  index("properties_listing_price_desc_idx", "(listing_type, price_ghs DESC NULLS LAST, id DESC)"),
  index("properties_type_created_idx", "(lower(property_type), created_at DESC, id DESC)"),
  index("properties_bedrooms_idx", "(bedrooms, created_at DESC, id DESC)"),
  index("properties_featured_idx", "(featured DESC, created_at DESC, id DESC)"),
  {
    // The filters are far from independent (land is never rented and has no bedrooms; sale
    // prices are 100× rents): without these the planner expects matches that do not exist
    // and walks a whole sort index looking for them.
    name: "properties_filters_stats",
    create: `CREATE STATISTICS properties_filters_stats (mcv, dependencies)
      ON lower(city), lower(property_type), listing_type, bedrooms FROM properties`,
    drop: "DROP STATISTICS IF EXISTS properties_filters_stats",
  },
  // ILIKE '%text%' over the four visible text fields: one trigram index, a column per OR arm.
  // Last: the slowest to build.
  index(
    "properties_search_trgm_idx",
    "USING gin (title gin_trgm_ops, description gin_trgm_ops, location gin_trgm_ops, city gin_trgm_ops)",
  ),
];

export class SearchIndexes1764000000000 implements MigrationInterface {
  name = "SearchIndexes1764000000000";

  async up(q: QueryRunner): Promise<void> {
    // The initial schema loads it too; a database restored without it still gets it here.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const item of SEARCH_INDEXES) await q.query(item.create);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const item of [...SEARCH_INDEXES].reverse()) await q.query(item.drop);
  }
}
