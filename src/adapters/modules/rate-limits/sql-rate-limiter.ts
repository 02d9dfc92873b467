import type { DataSource } from "typeorm";
import type {
  Backoff,
  RateLimiter,
  RateLimitVerdict,
} from "#modules/rate-limits/rate-limits.ports.js";
import { int, nullable, rowParser } from "../../persistence/row-parser.js";

/** A counter after a hit, and the seconds its window has left. */
const hitRow = rowParser("rate limit hit", { hits: int, wait: int });
/** A counter the backoff's update counted. */
const countedRow = rowParser("rate limit counted hit", { hits: int });
/** A counter in its wait: the seconds left of it, null when it has none. */
const waitingRow = rowParser("rate limit wait", { hits: int, wait: nullable(int) });

/** How often one process deletes ended windows: often enough to keep the table small. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in PostgreSQL: one atomic upsert per hit, so processes sharing the database share
 * the count. Queries go straight to the data source, outside any request transaction: a hit
 * must stay counted when the attempt's own writes roll back.
 *
 * Windows follow the database's clock, not this machine's (decision 60): two app machines
 * whose clocks disagree still start and end the same window. statement_timestamp() rather
 * than now(): on the embedded database a hit can land inside another request's open
 * transaction, whose now() is that transaction's start.
 */
export class SqlRateLimiter implements RateLimiter {
  private nextSweepAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  async hit(
    key: string,
    limit: number,
    windowSeconds: number,
    amount = 1,
  ): Promise<RateLimitVerdict> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
       VALUES ($1, $3::int, statement_timestamp() + make_interval(secs => $2::float8))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.resets_at <= statement_timestamp() THEN $3::int ELSE c.hits + $3::int END,
         resets_at = CASE WHEN c.resets_at <= statement_timestamp()
                          THEN EXCLUDED.resets_at ELSE c.resets_at END
       RETURNING hits, ceil(extract(epoch FROM resets_at - statement_timestamp()))::int AS wait`,
      [key, windowSeconds, amount],
    );
    await this.sweep();
    const row = hitRow.first(rows);
    const hits = row?.hits ?? amount;
    if (hits <= limit) return { allowed: true, hits };
    return { allowed: false, hits, retryAfterSeconds: Math.max(1, row?.wait ?? 1) };
  }

  /**
   * One statement decides and counts: the update's WHERE leaves a counter in its wait untouched,
   * and then nothing is returned. The wait is only read afterwards, for Retry-After.
   */
  async hitWithBackoff(
    key: string,
    limit: number,
    windowSeconds: number,
    { firstSeconds, maxSeconds }: Backoff,
  ): Promise<RateLimitVerdict> {
    // The wait a counter of `hits` hits starts; the exponent is bounded so 2^n stays a float8.
    const waitAfter = (hits: string) => `CASE WHEN ${hits} >= $3::int
      THEN statement_timestamp() + make_interval(secs =>
        least($5::float8, $4::float8 * power(2::float8, least(${hits} - $3::int, 40)))) END`;
    const counts: unknown[] = await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS c (key, hits, resets_at, wait_until)
       VALUES ($1, 1, statement_timestamp() + make_interval(secs => $2::float8), ${waitAfter("1")})
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.resets_at <= statement_timestamp() THEN 1 ELSE c.hits + 1 END,
         resets_at = CASE WHEN c.resets_at <= statement_timestamp()
                          THEN EXCLUDED.resets_at ELSE c.resets_at END,
         wait_until = CASE WHEN c.resets_at <= statement_timestamp()
                           THEN EXCLUDED.wait_until ELSE ${waitAfter("(c.hits + 1)")} END
       WHERE c.resets_at <= statement_timestamp() OR c.wait_until IS NULL
          OR c.wait_until <= statement_timestamp()
       RETURNING hits`,
      [key, windowSeconds, limit, firstSeconds, maxSeconds],
    );
    await this.sweep();
    const counted = countedRow.first(counts);
    if (counted) return { allowed: true, hits: counted.hits };
    const waits: unknown[] = await this.dataSource.query(
      `SELECT hits, ceil(extract(epoch FROM wait_until - statement_timestamp()))::int AS wait
         FROM rate_limit_counters WHERE key = $1`,
      [key],
    );
    const waiting = waitingRow.first(waits);
    return {
      allowed: false,
      hits: waiting?.hits ?? 0,
      retryAfterSeconds: Math.max(1, waiting?.wait ?? 1),
    };
  }

  async refund(key: string, amount = 1): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limit_counters SET hits = greatest(hits - $2::int, 0)
       WHERE key = $1 AND hits > 0 AND resets_at > statement_timestamp()`,
      [key, amount],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE key = $1`, [key]);
  }

  /** Housekeeping only, so this process's own timer paces it; what has ended is the database's call. */
  private async sweep(): Promise<void> {
    const now = performance.now();
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    await this.dataSource.query(
      `DELETE FROM rate_limit_counters WHERE resets_at <= statement_timestamp()`,
    );
  }
}
