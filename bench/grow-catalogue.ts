import type { DataSource } from "typeorm";
import { seedDatabase, seedSyntheticProperties } from "../seeds/seed-database.js";

/** Rows made by the seeds' own generator; the rest are varied copies of them made in SQL. */
export const GENERATED_ROWS = 10_000;
const CHUNK = 100_000;

// What a live catalogue has beside fresh listings: ~20% past their expiry (not yet confirmed),
// 1% taken down, ~0.5% hidden by three reports, 2% featured; dates spread over a year.
const LIFECYCLE = `
  expires_at = now() + (random() * 100 - 20) * interval '1 day',
  published = random() >= 0.01,
  open_report_count = CASE WHEN random() < 0.005 THEN 3 WHEN random() < 0.02 THEN 1 ELSE 0 END,
  featured = random() < 0.02`;

export async function countProperties(dataSource: DataSource): Promise<number> {
  const [{ n }] = await dataSource.query("SELECT count(*)::int AS n FROM properties");
  return n;
}

/**
 * Grows the catalogue to `target` properties. The Ghana seed first, then up to GENERATED_ROWS
 * listings from `seedSyntheticProperties` (the same rows `cli seed --count` makes), then copies
 * of those made by one INSERT … SELECT per 100k rows: another house number, a price within
 * ±15%, another date in the year and another lifecycle. Deterministic up to the database's
 * random() (seeded per chunk).
 */
export async function growCatalogue(
  dataSource: DataSource,
  target: number,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  let total = await countProperties(dataSource);
  if (total === 0) {
    await seedDatabase(dataSource);
    total = await countProperties(dataSource);
  }
  const generated = Math.max(0, Math.min(target, GENERATED_ROWS) - total);
  if (generated > 0) {
    const [{ lastId }] = await dataSource.query(`SELECT max(id) AS "lastId" FROM properties`);
    await seedSyntheticProperties(dataSource, generated);
    // One statement, so setseed and the UPDATE share a connection and a transaction.
    await dataSource.query(
      `WITH seed AS (SELECT setseed(0.19)) UPDATE properties SET ${LIFECYCLE} FROM seed WHERE id > $1`,
      [lastId],
    );
    total += generated;
    log(`  ${total} properties (seed + ${generated} from seedSyntheticProperties)`);
  }
  const runner = dataSource.createQueryRunner();
  try {
    // The copies' source: the generated rows (never the hand-written seed listings).
    const [{ from, to }] = await runner.query(
      `SELECT min(id) AS "from", max(id) AS "to" FROM properties WHERE location LIKE 'No. %'`,
    );
    const sourceRows = Number(to) - Number(from) + 1;
    while (total < target) {
      const rows = Math.min(CHUNK, target - total);
      await runner.query(`SELECT setseed($1)`, [(total % 9973) / 9973]);
      await runner.query(copySql, [from, to, Math.ceil(rows / sourceRows), rows]);
      total += rows;
      log(`  ${total} properties`);
    }
  } finally {
    await runner.release();
  }
  return total;
}

// The inner SELECT draws each copy's date once (a volatile subquery is not flattened), so
// created_at, updated_at and last_confirmed_at agree.
const copySql = `
  INSERT INTO properties (title, description, price, listing_type, rent_period, location, city,
    region, property_type, status, bedrooms, bathrooms, parking, area, furnishing,
    near_universities, images, amenities, agent_id, featured, expires_at, published,
    open_report_count, created_at, latitude, longitude, updated_at, last_confirmed_at)
  SELECT x.*, x.created_at, x.created_at
  FROM (
    SELECT s.title, s.description, round(s.price * (0.85 + random() * 0.3) / 100) * 100,
      s.listing_type, s.rent_period,
      regexp_replace(s.location, '^No\\. [0-9]+', 'No. ' || (1 + floor(random() * 240))::int),
      s.city, s.region, s.property_type, s.status, s.bedrooms, s.bathrooms, s.parking, s.area,
      s.furnishing, s.near_universities, s.images, s.amenities, s.agent_id,
      random() < 0.02, now() + (random() * 100 - 20) * interval '1 day', random() >= 0.01,
      CASE WHEN random() < 0.005 THEN 3 WHEN random() < 0.02 THEN 1 ELSE 0 END,
      now() - random() * interval '365 days' AS created_at,
      -- Another house in the same neighbourhood: the pin moved by up to about 200 m.
      s.latitude + (random() - 0.5) * 0.004, s.longitude + (random() - 0.5) * 0.004
    FROM properties s CROSS JOIN generate_series(1, $3::int) g
    WHERE s.id BETWEEN $1 AND $2
    LIMIT $4
  ) x`;
