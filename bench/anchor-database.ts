import pg from "pg";
import type { Run } from "../src/adapters/modules/listings/search-walk.js";
import { LATEST_RATE } from "../src/adapters/modules/money/typeorm-exchange-rate.repository.js";

/** One anchor process's way to the database: a pool the size of an app worker's, bare `pg`. */
export interface AnchorDatabase {
  pool: pg.Pool;
  /** Sends one statement and answers its rows, as the repositories' `run` does. */
  run: Run;
}

export function anchorDatabase(): AnchorDatabase {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    // The app's own setting (config.ts), so both wait for connections alike.
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
  });
  return { pool, run: async (sql, params) => (await pool.query(sql, params)).rows };
}

/**
 * The exchange rate, read as the app's price conversions read it: once per answer with listings
 * in it, none for an empty one (money.service.ts, withConversions).
 */
export async function rateFor(db: AnchorDatabase, rows: unknown[]): Promise<unknown> {
  if (rows.length === 0) return null;
  return (await db.pool.query(LATEST_RATE)).rows[0] ?? null;
}
