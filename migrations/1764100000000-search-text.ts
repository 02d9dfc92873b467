import type { MigrationInterface, QueryRunner } from "typeorm";
import type { SearchIndex } from "./1764000000000-search-indexes.js";

/**
 * The search text's one trigram index (decision 23): every word a visitor types is looked up in
 * `search_text`, so a search reads one index and rechecks one lower-cased column instead of
 * four ILIKE arms. Kept apart from the column so the benchmark can drop it during a bulk load.
 */
export const SEARCH_TEXT_INDEX: SearchIndex = {
  name: "properties_search_text_idx",
  create:
    "CREATE INDEX properties_search_text_idx ON properties USING gin (search_text gin_trgm_ops)",
  drop: "DROP INDEX IF EXISTS properties_search_text_idx",
};

const OLD_TRIGRAM_INDEX =
  "CREATE INDEX properties_search_trgm_idx ON properties USING gin (title gin_trgm_ops, description gin_trgm_ops, location gin_trgm_ops, city gin_trgm_ops)";

export class SearchText1764100000000 implements MigrationInterface {
  name = "SearchText1764100000000";

  async up(q: QueryRunner): Promise<void> {
    // A newline between the fields: a visitor's words never contain one, so a word cannot
    // match across the end of the title and the start of the description.
    await q.query(`ALTER TABLE properties ADD COLUMN search_text text
      GENERATED ALWAYS AS (lower(title || E'\\n' || description || E'\\n' || location || E'\\n' || city)) STORED`);
    await q.query("DROP INDEX IF EXISTS properties_search_trgm_idx");
    await q.query(SEARCH_TEXT_INDEX.create);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_TEXT_INDEX.drop);
    await q.query("ALTER TABLE properties DROP COLUMN search_text");
    await q.query(OLD_TRIGRAM_INDEX);
  }
}
