import type { Logger } from "../../shared/ports.js";

export interface RedisWatchOptions {
  /** How often Redis is asked for a PING. */
  everyMs: number;
  /** How long one PING may take before it counts as unanswered. */
  pingTimeoutMs: number;
  /** Unanswered PINGs in a row, over at least downAfterMs, before Redis counts as unreachable. */
  misses: number;
  downAfterMs: number;
}

/**
 * A loaded CPU must not look like an outage (decision 76): a process starved of CPU reads
 * Redis's PONG late, and its 200 ms socket bound may even drop a healthy connection. One PING a
 * second, each given a second; Redis counts as unreachable only after three unanswered in a row
 * over at least three seconds, and as back at the first PONG.
 */
export const REDIS_WATCH: RedisWatchOptions = {
  everyMs: 1000,
  pingTimeoutMs: 1000,
  misses: 3,
  downAfterMs: 3000,
};

/**
 * Whether Redis is there, judged over a few seconds rather than by one slow answer: what
 * `/readyz` and `/metrics` report and what the rate limits' switch to PostgreSQL is logged by
 * (once each way). Requests themselves never wait for this judgement: each one that finds
 * Redis not answering is counted in PostgreSQL at once (decision 60).
 */
export class RedisWatch {
  state: "ok" | "unreachable" = "ok";
  private misses = 0;
  private missingSince = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly ping: (timeoutMs: number) => Promise<boolean>,
    private readonly logger: Logger,
    /** What the connection last complained of, for the log line. */
    private readonly lastError: () => unknown,
    private readonly options: RedisWatchOptions = REDIS_WATCH,
  ) {}

  start(): void {
    this.stopped = false;
    void this.look();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async look(): Promise<void> {
    const askedAt = performance.now();
    const answered = await this.ping(this.options.pingTimeoutMs);
    if (this.stopped) return;
    if (answered) this.answered();
    else this.missed(askedAt);
    this.timer = setTimeout(() => void this.look(), this.options.everyMs);
    this.timer.unref();
  }

  private answered(): void {
    this.misses = 0;
    if (this.state === "ok") return;
    this.state = "ok";
    this.logger.info("rate limits: Redis answers again; counting in Redis");
  }

  private missed(askedAt: number): void {
    if (this.misses === 0) this.missingSince = askedAt;
    this.misses += 1;
    const long = performance.now() - this.missingSince >= this.options.downAfterMs;
    if (this.state === "unreachable" || this.misses < this.options.misses || !long) return;
    this.state = "unreachable";
    this.logger.warn(
      { err: this.lastError() },
      "rate limits: Redis does not answer; counting in PostgreSQL until it does",
    );
  }
}
