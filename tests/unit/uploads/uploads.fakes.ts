import type {
  Backoff,
  RateLimiter,
  RateLimitVerdict,
} from "#modules/rate-limits/rate-limits.ports.js";
import { RateLimitsService } from "#modules/rate-limits/rate-limits.service.js";
import { UploadIntake } from "#modules/uploads/upload-intake.js";
import type { ImageProbe, StrippedVideo, VideoCleaner } from "#shared/ports.js";

/**
 * Counters in memory, one window that never ends: what the service makes of the verdicts. A
 * backoff's waits run on `seconds`, which a test moves by `elapse`.
 */
export class FakeRateLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();
  private readonly waits = new Map<string, number>();
  private seconds = 0;

  elapse(seconds: number): void {
    this.seconds += seconds;
  }

  async hit(key: string, limit: number, _window: number, amount = 1): Promise<RateLimitVerdict> {
    const hits = (this.counts.get(key) ?? 0) + amount;
    this.counts.set(key, hits);
    return hits <= limit
      ? { allowed: true, hits }
      : { allowed: false, hits, retryAfterSeconds: 600 };
  }

  async hitWithBackoff(
    key: string,
    limit: number,
    _window: number,
    { firstSeconds, maxSeconds }: Backoff,
  ): Promise<RateLimitVerdict> {
    const waitsUntil = this.waits.get(key) ?? 0;
    if (waitsUntil > this.seconds) {
      const hits = this.counts.get(key) ?? 0;
      return { allowed: false, hits, retryAfterSeconds: waitsUntil - this.seconds };
    }
    const hits = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, hits);
    if (hits >= limit) {
      this.waits.set(key, this.seconds + Math.min(maxSeconds, firstSeconds * 2 ** (hits - limit)));
    }
    return { allowed: true, hits };
  }

  async refund(key: string, amount = 1): Promise<void> {
    this.counts.set(key, Math.max(0, (this.counts.get(key) ?? 0) - amount));
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
    this.waits.delete(key);
  }

  /** Everything counted, whatever the key. */
  total(): number {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
}

/** Says what it was asked to strip; every video comes back as given (ffmpeg's own tests are the API's). */
export class FakeVideoCleaner implements VideoCleaner {
  readonly stripped: string[] = [];
  constructor(private readonly answer: "ok" | "unreadable" | "unavailable" = "ok") {}

  async strip(content: Buffer, extension: string): Promise<StrippedVideo> {
    this.stripped.push(extension);
    if (this.answer !== "ok") return { ok: false, problem: this.answer };
    return { ok: true, content: Buffer.concat([content, Buffer.from("-stripped")]) };
  }
}

/** The real intake on fakes of its ports; `limiter` shows what the uploads spent. */
export function anUploadIntake(probe: ImageProbe, videos: VideoCleaner = new FakeVideoCleaner()) {
  const limiter = new FakeRateLimiter();
  return { intake: new UploadIntake(probe, videos, new RateLimitsService(limiter)), limiter };
}
