import { REPORT_THRESHOLD } from "#modules/listings/index.js";
import type { RateSpan } from "#modules/money/index.js";
import type {
  GuideWindow,
  KeptFigures,
  PriceGuideRepository,
} from "#modules/price-guide/price-guide.ports.js";
import {
  GUIDE_LISTING_TYPES,
  type GuideGroupKey,
  TOP_BEDROOM_GROUP,
} from "#modules/price-guide/price-guide.rules.js";
import type {
  ComparedListing,
  GuideComputation,
  GuideFilter,
} from "#modules/price-guide/price-guide.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  bool,
  float,
  int,
  nullable,
  oneOf,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";

/**
 * A listing's neighbourhood: the last comma-separated part of its location that is not its city
 * ("Lagos Avenue, East Legon" → East Legon; "Bankoe, Ho" in Ho → Bankoe); none when the location
 * is only the city. Compared in lower case. split_part's negative position: PostgreSQL 14+.
 */
const NEIGHBOURHOOD = `NULLIF(btrim(CASE
    WHEN lower(btrim(split_part(p.location, ',', -1))) = lower(btrim(p.city))
    THEN split_part(p.location, ',', -2) ELSE split_part(p.location, ',', -1) END), '')`;

/**
 * Each listing's asking price on the guide's terms: cedis (a dollar price at the rate of the
 * span holding its creation; none before any rate), per month for a rental (a yearly rent's
 * twelfth). `$1` is the rate spans as JSON: one text both drivers pass alike.
 */
const PRICED = (where: string) => `
  WITH spans AS (
    SELECT * FROM json_to_recordset($1::json) AS s("from" timestamptz, "until" timestamptz, rate numeric)
  ), priced AS (
    SELECT p.id, btrim(p.city) AS city, ${NEIGHBOURHOOD} AS neighbourhood,
      p.listing_type, p.property_type,
      CASE WHEN p.bedrooms >= ${TOP_BEDROOM_GROUP} THEN ${TOP_BEDROOM_GROUP} ELSE p.bedrooms END AS bedrooms,
      p.price_currency = 'USD' AS in_dollars,
      (CASE WHEN p.price_currency = 'USD' THEN p.price * s.rate ELSE p.price END)
        / (CASE WHEN p.listing_type = 'rent' AND p.rent_period = 'year' THEN 12 ELSE 1 END) AS ghs,
      p.created_at, p.open_report_count
    FROM properties p
    LEFT JOIN spans s ON p.price_currency = 'USD'
      AND (s."from" IS NULL OR p.created_at >= s."from")
      AND (s."until" IS NULL OR p.created_at < s."until")
    WHERE ${where}
  )`;

/**
 * The refresh: every group of the window's listings, each neighbourhood's and each city's as a
 * whole (`GROUPING SETS`), however few its listings. $2 the report threshold, $3..$4 the window.
 */
const REFRESH = `${PRICED(
  "p.published AND p.open_report_count < $2 AND p.created_at >= $3::timestamptz AND p.created_at <= $4::timestamptz",
)}
  INSERT INTO price_guide_figures (city, neighbourhood, listing_type, property_type, bedrooms,
    listings, dollar_listings, low, median, high)
  SELECT min(city),
    CASE WHEN GROUPING(lower(neighbourhood)) = 0 THEN min(neighbourhood) END,
    listing_type, property_type, bedrooms,
    count(*)::int,
    (count(*) FILTER (WHERE in_dollars))::int,
    percentile_cont(0.25) WITHIN GROUP (ORDER BY ghs),
    percentile_cont(0.5) WITHIN GROUP (ORDER BY ghs),
    percentile_cont(0.75) WITHIN GROUP (ORDER BY ghs)
  FROM priced
  WHERE ghs IS NOT NULL
  GROUP BY GROUPING SETS (
    (lower(city), lower(neighbourhood), listing_type, property_type, bedrooms),
    (lower(city), listing_type, property_type, bedrooms))
  HAVING GROUPING(lower(neighbourhood)) = 1 OR lower(neighbourhood) IS NOT NULL
  RETURNING neighbourhood, listings`;

/**
 * The kept groups a WHERE names, in the guide's order, beside the computation's one row: one
 * statement, so the figures and their dates come from one snapshot even while a refresh commits.
 * No row at all: never computed.
 */
const KEPT = (where: string) => `
  SELECT w.since, w.until, w.computed_at AS "computedAt", f.*
  FROM price_guide_window w
  LEFT JOIN LATERAL (
    SELECT city, neighbourhood, listing_type AS "listingType", property_type AS "propertyType",
      bedrooms, listings, dollar_listings AS "dollarListings", low, median, high
    FROM price_guide_figures
    WHERE ${where}
    ORDER BY lower(city), lower(neighbourhood) NULLS FIRST, listing_type, property_type,
      bedrooms NULLS LAST
  ) f ON true`;

const keptGroupRow = rowParser("kept price guide group", {
  neighbourhood: nullable(text),
  listings: int,
});
const computationRow = rowParser("price guide computation", {
  since: timestamp,
  until: timestamp,
  computedAt: timestamp,
});
/** Whether a row of KEPT holds a group: the LEFT JOIN's one row when none matched holds none. */
const keptRow = rowParser("kept figures", { listingType: nullable(oneOf(...GUIDE_LISTING_TYPES)) });
const figuresRow = rowParser("price guide figures", {
  city: text,
  neighbourhood: nullable(text),
  listingType: oneOf(...GUIDE_LISTING_TYPES),
  propertyType: text,
  bedrooms: nullable(int),
  listings: int,
  dollarListings: int,
  low: float,
  median: float,
  high: float,
});
const comparedRow = rowParser("compared listing", {
  id: int,
  city: text,
  neighbourhood: nullable(text),
  listingType: oneOf(...GUIDE_LISTING_TYPES),
  propertyType: text,
  bedrooms: nullable(int),
  // A numeric, read as a number: the guide rounds it to two decimals.
  priceGhs: nullable(float),
  listedAt: timestamp,
  underReview: bool,
});

export class SqlPriceGuideRepository implements PriceGuideRepository {
  constructor(private readonly db: DbContext) {}

  async refresh(window: GuideWindow, computedAt: Date, minListings: number) {
    const m = this.db.manager;
    // DELETE, not TRUNCATE: readers keep the old figures (MVCC) until this transaction commits.
    await m.query("DELETE FROM price_guide_figures");
    const kept = keptGroupRow.all(
      await m.query(REFRESH, [
        spansJson(window.rates),
        REPORT_THRESHOLD,
        window.since.toISOString(),
        window.until.toISOString(),
      ]),
    );
    await m.query(
      `INSERT INTO price_guide_window (only_row, since, until, computed_at)
       VALUES (true, $1, $2, $3)
       ON CONFLICT (only_row) DO UPDATE
         SET since = EXCLUDED.since, until = EXCLUDED.until, computed_at = EXCLUDED.computed_at`,
      [window.since.toISOString(), window.until.toISOString(), computedAt.toISOString()],
    );
    return {
      groups: kept.length,
      shown: kept.filter((g) => g.listings >= minListings).length,
      // Every counted listing is in exactly one city-wide group.
      listings: kept.reduce((n, g) => (g.neighbourhood === null ? n + g.listings : n), 0),
    };
  }

  async computation(): Promise<GuideComputation | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT since, until, computed_at AS "computedAt" FROM price_guide_window`,
    );
    return computationRow.first(rows);
  }

  figures(filter: GuideFilter): Promise<KeptFigures | null> {
    const params: unknown[] = [];
    const where = byKind(filter, params);
    if (filter.neighbourhood !== undefined) {
      // A neighbourhood asked for: its own figures only (a "whole city" of one neighbourhood is not the city's).
      where.push(`lower(neighbourhood) = lower(btrim($${params.push(filter.neighbourhood)}))`);
    }
    return this.kept(where, params);
  }

  groupFigures(group: GuideGroupKey): Promise<KeptFigures | null> {
    const params: unknown[] = [];
    const where = byKind(group, params);
    where.push(
      group.neighbourhood === null
        ? "neighbourhood IS NULL"
        : `(neighbourhood IS NULL OR lower(neighbourhood) = lower($${params.push(group.neighbourhood)}))`,
    );
    return this.kept(where, params);
  }

  async comparedListing(id: number, rates: readonly RateSpan[]): Promise<ComparedListing | null> {
    const rows: unknown[] = await this.db.manager.query(
      `${PRICED("p.id = $2 AND p.published")}
      SELECT id, city, neighbourhood, listing_type AS "listingType",
        property_type AS "propertyType", bedrooms, ghs AS "priceGhs",
        created_at AS "listedAt", open_report_count >= $3 AS "underReview"
      FROM priced`,
      [spansJson(rates), id, REPORT_THRESHOLD],
    );
    const row = comparedRow.first(rows);
    if (!row) return null;
    return { ...row, priceGhs: row.priceGhs === null ? null : cedis(row.priceGhs) };
  }

  private async kept(where: string[], params: unknown[]): Promise<KeptFigures | null> {
    const rows: unknown[] = await this.db.manager.query(
      KEPT(where.length > 0 ? where.join(" AND ") : "true"),
      params,
    );
    const computation = computationRow.first(rows);
    if (!computation) return null;
    return {
      computation,
      groups: rows
        .filter((row) => keptRow(row).listingType !== null)
        .map(figuresRow)
        .map(({ low, median, high, ...group }) => ({
          ...group,
          low: cedis(low),
          median: cedis(median),
          high: cedis(high),
        })),
    };
  }
}

/** The conditions on a group's city and kind, as the guide's filter and a listing name them. */
function byKind(
  filter: Pick<GuideFilter, "city" | "listingType" | "propertyType" | "bedrooms">,
  params: unknown[],
): string[] {
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filter.city !== undefined) where.push(`lower(city) = lower(btrim(${add(filter.city)}))`);
  if (filter.listingType !== undefined) where.push(`listing_type = ${add(filter.listingType)}`);
  if (filter.propertyType !== undefined) {
    where.push(`lower(property_type) = lower(${add(filter.propertyType)})`);
  }
  if (filter.bedrooms === null) where.push("bedrooms IS NULL");
  // A bedroom group, as the guide keeps it: the service and PRICED cap it at TOP_BEDROOM_GROUP.
  else if (filter.bedrooms !== undefined) where.push(`bedrooms = ${add(filter.bedrooms)}::int`);
  return where;
}

function spansJson(spans: readonly RateSpan[]): string {
  return JSON.stringify(
    spans.map((s) => ({
      from: s.from?.toISOString() ?? null,
      until: s.until?.toISOString() ?? null,
      rate: s.ghsPerUsd,
    })),
  );
}

/** Two decimals: percentile_cont answers a double precision, and ghs a numeric. */
const cedis = (value: number) => Math.round(value * 100) / 100;
