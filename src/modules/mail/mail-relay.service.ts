import type { Logger } from "../../shared/ports.js";
import type { MailQueue, MailTransport, QueuedMail } from "./mail-relay.ports.js";

export interface MailRelayOptions {
  /** Wait after the first failure; each later one doubles it, up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** The attempt whose failure marks the mail failed for good. */
  maxAttempts: number;
  /** How long a claim keeps other relays off a mail. */
  leaseMs: number;
  /** Mails claimed by one statement. */
  batchSize: number;
}

/** 30 s, 1, 2, 4 … 32 min, then hourly: the 10th and last attempt comes about 3 h after the first. */
export const MAIL_RELAY_DEFAULTS: MailRelayOptions = {
  retryBaseMs: 30_000,
  retryCapMs: 3_600_000,
  maxAttempts: 10,
  leaseMs: 120_000,
  batchSize: 10,
};

export interface RelayOutcome {
  sent: number;
  /** Not accepted this time; due again after the backoff. */
  retried: number;
  /** Not accepted at the last attempt: kept with the reason, never tried again. */
  failed: number;
}

/** The wait after the `attempts`-th failure. */
export function retryDelayMs(attempts: number, options: MailRelayOptions): number {
  return Math.min(options.retryBaseMs * 2 ** Math.max(attempts - 1, 0), options.retryCapMs);
}

/**
 * Sends what the use cases left in the outbox (decision 35). The use cases only write rows, in
 * their own transactions; here each mail is claimed, then handed to the mail server outside any
 * transaction, then its outcome recorded. A relay that dies between the hand-over and the record
 * sends that mail again once its lease ends: delivery is at least once.
 */
export class MailRelayService {
  private readonly options: MailRelayOptions;

  constructor(
    private readonly queue: MailQueue,
    /** Absent when no mail server is configured: mail then waits in the outbox. */
    private readonly transport: MailTransport | undefined,
    private readonly logger: Logger,
    options: Partial<MailRelayOptions> = {},
    /** Milliseconds from any fixed point, to know how much of a lease is left. */
    private readonly elapsed: () => number = () => performance.now(),
  ) {
    this.options = { ...MAIL_RELAY_DEFAULTS, ...options };
  }

  get canSend(): boolean {
    return this.transport !== undefined;
  }

  countWaiting(): Promise<number> {
    return this.queue.countWaiting();
  }

  /**
   * One pass over the due mails, lowest id first. A mail that fails is due again only after its
   * backoff, and never twice in one pass. `shouldStop` is asked between mails (a server stopping).
   */
  async relayDue(shouldStop: () => boolean = () => false): Promise<RelayOutcome> {
    if (!this.transport) throw new Error("no mail server is configured (SMTP_URL)");
    const outcome: RelayOutcome = { sent: 0, retried: 0, failed: 0 };
    const { batchSize, leaseMs } = this.options;
    let afterId = 0;
    while (!shouldStop()) {
      const batch = await this.queue.claimDue(batchSize, afterId, leaseMs);
      if (batch.length === 0) break;
      const claimedAt = this.elapsed();
      for (const mail of batch) {
        afterId = Math.max(afterId, mail.id);
        // Past half the lease (a slow mail server), the rest waits for its lease to end rather
        // than be sent while another relay may already have claimed it.
        if (shouldStop() || this.elapsed() - claimedAt > leaseMs / 2) continue;
        await this.deliver(this.transport, mail, outcome);
      }
    }
    return outcome;
  }

  private async deliver(transport: MailTransport, mail: QueuedMail, outcome: RelayOutcome) {
    // The address only at debug level (decision 75): the outbox row names it under this id.
    const about = { mailId: mail.id, subject: mail.message.subject };
    this.logger.debug?.({ ...about, to: mail.message.to }, "mail being sent");
    try {
      await transport.send(mail.message);
    } catch (error) {
      const reason = reasonOf(error);
      if (mail.attempts >= this.options.maxAttempts) {
        await this.queue.markFailed(mail.id, reason);
        this.logger.error({ ...about, attempts: mail.attempts, reason }, "mail failed for good");
        outcome.failed += 1;
      } else {
        const retryInMs = retryDelayMs(mail.attempts, this.options);
        await this.queue.retryLater(mail.id, retryInMs, reason);
        this.logger.warn(
          { ...about, attempts: mail.attempts, retryInMs, reason },
          "mail not sent, will retry",
        );
        outcome.retried += 1;
      }
      return;
    }
    await this.queue.markSent(mail.id);
    this.logger.info({ ...about, attempts: mail.attempts }, "mail sent");
    outcome.sent += 1;
  }
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
