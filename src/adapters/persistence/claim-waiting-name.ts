import type { DbContext } from "./db-context.js";
import { rowParser, text } from "./row-parser.js";

const claimedRow = rowParser("claimed name", { name: text });

/**
 * Leases the next waiting row of a register of files kept from before an upgrade (old_uploads,
 * old_videos: a `name`, a `status` and a `next_attempt_at`), for `leaseMs`; null when none waits.
 * Run outside any transaction, so the lease holds at once, and SKIP LOCKED keeps two workers off
 * one file. `table` is one of our own names, never input.
 */
export async function claimWaitingName(
  db: DbContext,
  table: "old_uploads" | "old_videos",
  leaseMs: number,
): Promise<string | null> {
  const rows: unknown[] = await db.dataSource.query(
    `WITH claimed AS (
       UPDATE ${table} t
          SET next_attempt_at = now() + $1::float8 * interval '1 millisecond'
        WHERE t.name = (
          SELECT name FROM ${table}
           WHERE status = 'waiting' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, name
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
       RETURNING t.name
     )
     SELECT * FROM claimed`,
    [leaseMs],
  );
  return claimedRow.first(rows)?.name ?? null;
}
