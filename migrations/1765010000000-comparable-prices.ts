import type { MigrationInterface, QueryRunner } from "typeorm";
import type { SearchIndex } from "./1764000000000-search-indexes.js";
import { COVERING_SEARCH_INDEXES as PREVIOUS_INDEXES } from "./1764500000000-covering-search-indexes.js";

/**
 * Issue 18: a price sort never puts a monthly rent beside a sale price as if comparable.
 * `comparable_price_ghs` is what a listing is compared by: a sale its cedi price, a rental its
 * monthly cedi rent (a yearly rent's twelfth). Generated after the price_ghs trigger has run, so
 * a dollar listing follows the rate. The price sorts order by kind first (sales, then rentals),
 * then this column, then id; and search shows only listings whose status is 'available' (let,
 * sold and pending listings keep their page). Both columns join the covering indexes'
 * INCLUDE so the search still reads no table row to find a page (decision 31).
 */
const FILTER_COLUMNS = [
  "city",
  "property_type",
  "listing_type",
  "bedrooms",
  "price_ghs",
  "comparable_price_ghs",
  "status",
  "created_at",
  "featured",
  "published",
  "expires_at",
  "open_report_count",
];

const KEYS: Array<[name: string, keys: string]> = [
  ["properties_created_at_idx", "created_at DESC, id DESC"],
  ["properties_featured_idx", "featured DESC, created_at DESC, id DESC"],
  ["properties_city_created_idx", "lower(city), created_at DESC, id DESC"],
  ["properties_type_created_idx", "lower(property_type), created_at DESC, id DESC"],
  ["properties_bedrooms_idx", "bedrooms, created_at DESC, id DESC"],
  // Sales before rentals either way; each price direction needs its own index (NULLS LAST).
  [
    "properties_comparable_price_asc_idx",
    "listing_type DESC, comparable_price_ghs ASC NULLS LAST, id ASC",
  ],
  [
    "properties_comparable_price_desc_idx",
    "listing_type DESC, comparable_price_ghs DESC NULLS LAST, id DESC",
  ],
  [
    "properties_city_comparable_price_asc_idx",
    "lower(city), listing_type DESC, comparable_price_ghs ASC NULLS LAST, id ASC",
  ],
  [
    "properties_city_comparable_price_desc_idx",
    "lower(city), listing_type DESC, comparable_price_ghs DESC NULLS LAST, id DESC",
  ],
];

const includedBeside = (keys: string) => {
  const keyColumns = keys.split(", ").map((key) => key.split(" ")[0]);
  return FILTER_COLUMNS.filter((column) => !keyColumns.includes(column));
};

export const COMPARABLE_SEARCH_INDEXES: SearchIndex[] = KEYS.map(([name, keys]) => ({
  name,
  create: `CREATE INDEX ${name} ON properties (${keys}) INCLUDE (${includedBeside(keys).join(", ")})`,
  drop: `DROP INDEX IF EXISTS ${name}`,
}));

export class ComparablePrices1765010000000 implements MigrationInterface {
  name = "ComparablePrices1765010000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE properties ADD COLUMN comparable_price_ghs numeric(16,2) GENERATED ALWAYS AS (
        CASE WHEN listing_type = 'rent' AND rent_period = 'year' THEN round(price_ghs / 12, 2)
          ELSE price_ghs END) STORED`);
    for (const index of PREVIOUS_INDEXES) await q.query(index.drop);
    for (const index of COMPARABLE_SEARCH_INDEXES) await q.query(index.create);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of COMPARABLE_SEARCH_INDEXES) await q.query(index.drop);
    await q.query("ALTER TABLE properties DROP COLUMN comparable_price_ghs");
    for (const index of PREVIOUS_INDEXES) await q.query(index.create);
  }
}
