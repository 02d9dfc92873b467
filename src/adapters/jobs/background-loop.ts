import type { Logger } from "../../shared/ports.js";

/** Something in this process says there is work now (a mail or a photo just committed). */
export interface WorkSignal {
  subscribe(listener: () => void): () => void;
}

/** How long stopping waits for the item in hand (a mail, a photo) before the database closes anyway. */
const STOP_WAIT_MS = 10_000;

/**
 * Runs a queue's worker in a server process (the mail relay, the photo pipeline): a pass every
 * `intervalMs`, and one at once when this process commits work. One pass at a time; a nudge
 * during a pass runs another right after. Other processes' workers are kept apart by the
 * database (SKIP LOCKED and leases), not by this loop.
 */
export class BackgroundLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private failing = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    /** Names the loop in the log: "mail relay", "photo pipeline". */
    private readonly name: string,
    private readonly work: (shouldStop: () => boolean) => Promise<unknown>,
    private readonly signal: WorkSignal,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): this {
    this.unsubscribe = this.signal.subscribe(() => this.nudge());
    this.nudge();
    return this;
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.nudge();
      } else {
        this.timer = setTimeout(() => this.nudge(), this.intervalMs);
        this.timer.unref();
      }
    });
  }

  /** Stops claiming; waits (a bounded time) for the item in hand, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    if (!this.running) return;
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => {
        bound = setTimeout(resolve, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(bound);
  }

  private async pass(): Promise<void> {
    try {
      await this.work(() => this.stopped);
      if (this.failing) {
        this.failing = false;
        this.logger.info({}, `${this.name}: passes succeed again`);
      }
    } catch (error) {
      // Said once per outage (the database down, say), not at every poll.
      if (!this.failing) {
        this.failing = true;
        this.logger.error({ err: error }, `${this.name}: a pass failed; trying again at each poll`);
      }
    }
  }
}
