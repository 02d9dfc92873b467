import type { DataSource } from "typeorm";
import type { RateLimiter, RateLimitVerdict } from "#modules/rate-limits/rate-limits.ports.js";
import type { Clock } from "#shared/ports.js";

/** How often one process deletes ended windows: often enough to keep the table small. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in PostgreSQL: one atomic upsert per hit, so processes sharing the database share
 * the count. Queries go straight to the data source, outside any request transaction: a hit
 * must stay counted when the attempt's own writes roll back.
 */
export class SqlRateLimiter implements RateLimiter {
  private nextSweepAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitVerdict> {
    const now = this.clock.now();
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.resets_at <= $2 THEN 1 ELSE c.hits + 1 END,
         resets_at = CASE WHEN c.resets_at <= $2 THEN EXCLUDED.resets_at ELSE c.resets_at END
       RETURNING hits, resets_at`,
      [key, now, new Date(now.getTime() + windowSeconds * 1000)],
    )) as { hits: number; resets_at: Date }[];
    await this.sweep(now);
    const hits = Number(row?.hits ?? 1);
    if (hits <= limit) return { allowed: true, hits };
    const resetsAt = new Date(row?.resets_at ?? now).getTime();
    return {
      allowed: false,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
    };
  }

  async refund(key: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > $2`,
      [key, this.clock.now()],
    );
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE key = $1`, [key]);
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() < this.nextSweepAt) return;
    this.nextSweepAt = now.getTime() + SWEEP_EVERY_MS;
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE resets_at <= $1`, [now]);
  }
}
