import { REPORT_THRESHOLD } from "#modules/listings/listing-visibility.js";
import type { RateSpan } from "#modules/money/rate-spans.js";
import type { GuideWindow, PriceGuideRepository } from "#modules/price-guide/price-guide.ports.js";
import { TOP_BEDROOM_GROUP } from "#modules/price-guide/price-guide.rules.js";
import type {
  ComparedListing,
  GroupFigures,
  GuideFilter,
} from "#modules/price-guide/price-guide.types.js";
import type { DbContext } from "../db-context.js";

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
        / (CASE WHEN p.listing_type = 'rent' AND p.rent_period = 'year' THEN 12 ELSE 1 END) AS ghs
    FROM properties p
    LEFT JOIN spans s ON p.price_currency = 'USD'
      AND (s."from" IS NULL OR p.created_at >= s."from")
      AND (s."until" IS NULL OR p.created_at < s."until")
    WHERE ${where}
  )`;

const NEIGHBOURHOOD_SET =
  "lower(city), lower(neighbourhood), listing_type, property_type, bedrooms";
const CITY_SET = "lower(city), listing_type, property_type, bedrooms";

interface FigureRow extends Omit<GroupFigures, "low" | "median" | "high"> {
  low: number | string;
  median: number | string;
  high: number | string;
}

export class SqlPriceGuideRepository implements PriceGuideRepository {
  constructor(private readonly db: DbContext) {}

  async figures(window: GuideWindow, filter: GuideFilter): Promise<GroupFigures[]> {
    const params: unknown[] = [
      spansJson(window.rates),
      REPORT_THRESHOLD,
      window.since.toISOString(),
      window.until.toISOString(),
    ];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where = [
      "p.published",
      "p.open_report_count < $2",
      "p.created_at >= $3::timestamptz",
      "p.created_at <= $4::timestamptz",
    ];
    if (filter.city !== undefined)
      where.push(`lower(btrim(p.city)) = lower(btrim(${add(filter.city)}))`);
    if (filter.neighbourhood !== undefined) {
      where.push(`lower(${NEIGHBOURHOOD}) = lower(btrim(${add(filter.neighbourhood)}))`);
    }
    if (filter.listingType !== undefined) where.push(`p.listing_type = ${add(filter.listingType)}`);
    if (filter.propertyType !== undefined) {
      where.push(`lower(p.property_type) = ${add(filter.propertyType)}`);
    }
    if (filter.bedrooms === null) where.push("p.bedrooms IS NULL");
    else if (filter.bedrooms !== undefined) {
      const op = filter.bedrooms >= TOP_BEDROOM_GROUP ? ">=" : "=";
      where.push(`p.bedrooms ${op} ${add(filter.bedrooms)}::int`);
    }
    if (filter.excludeId !== undefined) where.push(`p.id <> ${add(filter.excludeId)}::int`);
    // A neighbourhood asked for: its own figures only (a "whole city" of one neighbourhood is not the city's).
    const sets =
      filter.neighbourhood === undefined
        ? `(${NEIGHBOURHOOD_SET}), (${CITY_SET})`
        : `(${NEIGHBOURHOOD_SET})`;
    const rows: FigureRow[] = await this.db.manager.query(
      `${PRICED(where.join(" AND "))}
      SELECT min(city) AS city,
        CASE WHEN GROUPING(lower(neighbourhood)) = 0 THEN min(neighbourhood) END AS neighbourhood,
        listing_type AS "listingType", property_type AS "propertyType", bedrooms,
        count(*)::int AS listings,
        (count(*) FILTER (WHERE in_dollars))::int AS "dollarListings",
        percentile_cont(0.25) WITHIN GROUP (ORDER BY ghs) AS low,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ghs) AS median,
        percentile_cont(0.75) WITHIN GROUP (ORDER BY ghs) AS high
      FROM priced
      WHERE ghs IS NOT NULL
      GROUP BY GROUPING SETS (${sets})
      HAVING GROUPING(lower(neighbourhood)) = 1 OR lower(neighbourhood) IS NOT NULL
      ORDER BY lower(city), lower(neighbourhood) NULLS FIRST, listing_type, property_type,
        bedrooms NULLS LAST`,
      params,
    );
    return rows.map((row) => ({
      ...row,
      low: cedis(row.low),
      median: cedis(row.median),
      high: cedis(row.high),
    }));
  }

  async comparedListing(id: number, rates: readonly RateSpan[]): Promise<ComparedListing | null> {
    const [row]: (Omit<ComparedListing, "priceGhs"> & { priceGhs: string | null })[] =
      await this.db.manager.query(
        `${PRICED("p.id = $2 AND p.published")}
        SELECT id, city, neighbourhood, listing_type AS "listingType",
          property_type AS "propertyType", bedrooms, ghs AS "priceGhs"
        FROM priced`,
        [spansJson(rates), id],
      );
    if (!row) return null;
    return { ...row, priceGhs: row.priceGhs === null ? null : cedis(row.priceGhs) };
  }
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

/** Two decimals: percentile_cont answers a double precision (the drivers give a number or its text). */
const cedis = (value: number | string) => Math.round(Number(value) * 100) / 100;
