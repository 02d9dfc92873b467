import type { MigrationInterface, QueryRunner } from "typeorm";
import type { SearchIndex } from "./1764000000000-search-indexes.js";
import { COMPARABLE_SEARCH_INDEXES as PREVIOUS_INDEXES } from "./1765010000000-comparable-prices.js";

/** Bits in a listing's text signature: 256 leave about half unset for a 200-character text. */
export const SIGNATURE_BITS = 256;

/**
 * Issue 21: a word search walked in the sort's order read a table row per listing tried, to test
 * the words. `search_sig` sets one bit (a hash) for each three characters in a row of the
 * lower-cased search text; a word can only occur in a text whose signature has every bit of the
 * word's own. The covering sort indexes carry it, so the walk rules out most listings without
 * reading their rows, and reads a row only to confirm (decision 64). A word of fewer than three
 * characters has no bits and rules nothing out.
 */
const SIGNATURE_FUNCTION = `
  CREATE OR REPLACE FUNCTION trigram_signature(t text) RETURNS bit(${SIGNATURE_BITS})
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(
      bit_or(set_bit(B'0'::bit(${SIGNATURE_BITS}), hashtext(substr(t, i, 3)) & ${SIGNATURE_BITS - 1}, 1)),
      B'0'::bit(${SIGNATURE_BITS}))
    FROM generate_series(1, length(t) - 2) AS i
  $$`;

// search_text's own expression: a generated column cannot read another one.
const SEARCH_SIG_COLUMN = `ALTER TABLE properties ADD COLUMN search_sig bit(${SIGNATURE_BITS})
  GENERATED ALWAYS AS (trigram_signature(
    lower(title || E'\\n' || description || E'\\n' || location || E'\\n' || city))) STORED`;

/** The columns the search's filters and sorts read (decision 31, issue 18), and now the signature. */
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
  "search_sig",
];

/** The same keys as the indexes they replace. */
const keysOf = (index: SearchIndex) =>
  (/ON properties \((.*)\) INCLUDE/.exec(index.create) as RegExpExecArray)[1];

const includedBeside = (keys: string) => {
  const keyColumns = keys.split(", ").map((key) => key.split(" ")[0]);
  return FILTER_COLUMNS.filter((column) => !keyColumns.includes(column));
};

export const SIGNED_SEARCH_INDEXES: SearchIndex[] = PREVIOUS_INDEXES.map((index) => ({
  name: index.name,
  create: `CREATE INDEX ${index.name} ON properties (${keysOf(index)}) INCLUDE (${includedBeside(keysOf(index)).join(", ")})`,
  drop: index.drop,
}));

export class SearchSignature1765070000000 implements MigrationInterface {
  name = "SearchSignature1765070000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(SIGNATURE_FUNCTION);
    await q.query(SEARCH_SIG_COLUMN);
    for (const index of PREVIOUS_INDEXES) await q.query(index.drop);
    for (const index of SIGNED_SEARCH_INDEXES) await q.query(index.create);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of SIGNED_SEARCH_INDEXES) await q.query(index.drop);
    await q.query("ALTER TABLE properties DROP COLUMN search_sig");
    await q.query("DROP FUNCTION trigram_signature(text)");
    for (const index of PREVIOUS_INDEXES) await q.query(index.create);
  }
}
