import type { MailRelayService } from "../../modules/mail/mail-relay.service.js";
import type { Logger } from "../../shared/ports.js";
import type { OutboxSignal } from "./outbox-signal.js";

/** How long stopping waits for a mail being handed over before the database closes anyway. */
const STOP_WAIT_MS = 10_000;

/**
 * Runs the relay in a server process: a pass every `intervalMs`, and one at once when this
 * process commits a mail. One pass at a time; a nudge during a pass runs another right after.
 * Other processes' relays are kept apart by the database (SKIP LOCKED), not by this loop.
 */
export class MailRelayLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private failing = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly relay: MailRelayService,
    private readonly signal: OutboxSignal,
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

  /** Stops claiming; waits (a bounded time) for the mail being handed over, if any. */
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
      await this.relay.relayDue(() => this.stopped);
      if (this.failing) {
        this.failing = false;
        this.logger.info({}, "mail relay: passes succeed again");
      }
    } catch (error) {
      // Said once per outage (the database down, say), not at every poll.
      if (!this.failing) {
        this.failing = true;
        this.logger.error({ err: error }, "mail relay: a pass failed; trying again at each poll");
      }
    }
  }
}
