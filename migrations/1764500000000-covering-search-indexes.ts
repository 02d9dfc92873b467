import type { MigrationInterface, QueryRunner } from "typeorm";
import type { SearchIndex } from "./1764000000000-search-indexes.js";
import { SEARCH_TEXT_INDEX } from "./1764100000000-search-text.js";

/**
 * Every column the list's filters and sorts read, beside each index's own keys: the search then
 * finds and orders its matches from the index alone, never reading the wide table rows
 * (decision 31). `city` and `property_type` themselves, because the filters compare lower().
 */
const FILTER_COLUMNS = [
  "city",
  "property_type",
  "listing_type",
  "bedrooms",
  "price_ghs",
  "created_at",
  "featured",
  "published",
  "expires_at",
  "open_report_count",
];

/** The search's sort and filter indexes as before, each now carrying FILTER_COLUMNS. */
const KEYS: Array<[name: string, keys: string]> = [
  ["properties_created_at_idx", "created_at DESC, id DESC"],
  ["properties_price_ghs_asc_idx", "price_ghs ASC NULLS LAST, id ASC"],
  ["properties_price_ghs_desc_idx", "price_ghs DESC NULLS LAST, id DESC"],
  ["properties_featured_idx", "featured DESC, created_at DESC, id DESC"],
  ["properties_city_created_idx", "lower(city), created_at DESC, id DESC"],
  ["properties_city_price_asc_idx", "lower(city), price_ghs ASC NULLS LAST, id ASC"],
  ["properties_city_price_desc_idx", "lower(city), price_ghs DESC NULLS LAST, id DESC"],
  ["properties_listing_price_asc_idx", "listing_type, price_ghs ASC NULLS LAST, id ASC"],
  ["properties_listing_price_desc_idx", "listing_type, price_ghs DESC NULLS LAST, id DESC"],
  ["properties_type_created_idx", "lower(property_type), created_at DESC, id DESC"],
  ["properties_bedrooms_idx", "bedrooms, created_at DESC, id DESC"],
];

/** A plain key column repeated in INCLUDE would only make every entry longer. */
const includedBeside = (keys: string) => {
  const keyColumns = keys.split(", ").map((key) => key.split(" ")[0]);
  return FILTER_COLUMNS.filter((column) => !keyColumns.includes(column));
};

const byIndex = ([name, keys]: [string, string], include: boolean): SearchIndex => ({
  name,
  create: `CREATE INDEX ${name} ON properties (${keys})${include ? ` INCLUDE (${includedBeside(keys).join(", ")})` : ""}`,
  drop: `DROP INDEX IF EXISTS ${name}`,
});

export const COVERING_SEARCH_INDEXES = KEYS.map((key) => byIndex(key, true));

/**
 * The words and the equality filters in one GIN (btree_gin): "plot" for rent is the intersection
 * of the trigram and 'rent' entries, found in the index, instead of a bitmap of every rental
 * ANDed with every plot and rechecked row by row. Replaces the text-only trigram index.
 */
export const SEARCH_GIN_INDEX: SearchIndex = {
  name: "properties_search_gin_idx",
  create: `CREATE INDEX properties_search_gin_idx ON properties USING gin
    (search_text gin_trgm_ops, listing_type, lower(property_type), lower(city), bedrooms)`,
  drop: "DROP INDEX IF EXISTS properties_search_gin_idx",
};

export class CoveringSearchIndexes1764500000000 implements MigrationInterface {
  name = "CoveringSearchIndexes1764500000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query("CREATE EXTENSION IF NOT EXISTS btree_gin");
    for (const index of COVERING_SEARCH_INDEXES) {
      await q.query(index.drop);
      await q.query(index.create);
    }
    await q.query(SEARCH_TEXT_INDEX.drop);
    await q.query(SEARCH_GIN_INDEX.create);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_GIN_INDEX.drop);
    await q.query(SEARCH_TEXT_INDEX.create);
    for (const key of KEYS) {
      const index = byIndex(key, false);
      await q.query(index.drop);
      await q.query(index.create);
    }
  }
}
