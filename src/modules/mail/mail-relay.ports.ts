import type { MailMessage } from "../../shared/ports.js";

/** A mail the relay has claimed: its outbox row, what to send, and which attempt this is. */
export interface QueuedMail {
  id: number;
  message: MailMessage;
  /** Counting this one: 1 on the first try. */
  attempts: number;
}

/**
 * The outbox seen as a queue. Times are the database's (one clock for every relay, on any
 * machine), so the port takes durations, not dates.
 */
export interface MailQueue {
  /**
   * Claims up to `limit` due mails with ids above `afterId`, lowest id first, in one statement:
   * each is leased for `leaseMs` (it comes back if this relay dies before recording the outcome)
   * and counts one more attempt. Mails another relay holds are skipped, never waited for.
   */
  claimDue(limit: number, afterId: number, leaseMs: number): Promise<QueuedMail[]>;
  markSent(id: number): Promise<void>;
  retryLater(id: number, delayMs: number, reason: string): Promise<void>;
  markFailed(id: number, reason: string): Promise<void>;
  /** Mails neither sent nor failed for good. */
  countWaiting(): Promise<number>;
}

/** Hands a message to the mail server; throws when the server does not accept it. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
