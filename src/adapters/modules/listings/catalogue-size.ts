import type { Run } from "./search-walk.js";

/** How long a process trusts the catalogue's size: it only chooses a plan, never an answer. */
const KEPT_MS = 60_000;

const known = new WeakMap<object, { rows: number; at: number }>();

/**
 * The planner's estimate of the listings (pg_class.reltuples, kept by ANALYZE and autovacuum),
 * read at most once a minute per database: Infinity while the table has never been analysed, so
 * an unknown size never turns a step off.
 */
export async function catalogueRows(database: object, run: Run, now = Date.now()): Promise<number> {
  const kept = known.get(database);
  if (kept && now - kept.at < KEPT_MS) return kept.rows;
  const [row] = await run(
    "SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'properties'::regclass",
    [],
  );
  const estimate = Number(row?.n ?? -1);
  const rows = estimate < 0 ? Number.POSITIVE_INFINITY : estimate;
  known.set(database, { rows, at: now });
  return rows;
}
