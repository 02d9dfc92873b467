import type { DataSource } from "typeorm";
import type { MailQueue, QueuedMail } from "#modules/mail/mail-relay.ports.js";
import type { MailAttachment } from "#shared/ports.js";
import {
  float,
  int,
  jsonArray,
  nullable,
  RowShapeError,
  rowParser,
  text,
} from "../../persistence/row-parser.js";

const WAITING = "sent_at IS NULL AND failed_at IS NULL";

const claimedRow = rowParser("claimed mail", {
  id: int,
  recipient: text,
  subject: text,
  body: text,
  reply_to: nullable(text),
  attachments: nullable(jsonArray),
  attempts: int,
});
const backlogRow = rowParser("mail backlog", { waiting: int, oldest: nullable(float) });
const waitingRow = rowParser("waiting mail", { n: int });

/**
 * mail_outbox as the relay's queue (decision 35). Straight on the data source, each statement
 * its own transaction: a claim must commit before the mail goes out, and nothing here may join
 * a use case's transaction. Every time is the database's now().
 */
export class SqlMailQueue implements MailQueue {
  constructor(private readonly dataSource: DataSource) {}

  async claimDue(limit: number, afterId: number, leaseMs: number): Promise<QueuedMail[]> {
    // SKIP LOCKED: a row another relay is claiming right now is left to it, not waited for; the
    // lease (next_attempt_at moved forward) keeps it off every relay once that claim commits.
    const rows: unknown[] = await this.dataSource.query(
      `WITH due AS (
         SELECT id FROM mail_outbox
          WHERE ${WAITING} AND next_attempt_at <= now() AND id > $2
          ORDER BY id
          LIMIT $1
          FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE mail_outbox m
            SET attempts = m.attempts + 1,
                next_attempt_at = now() + $3::float8 * interval '1 millisecond'
           FROM due
          WHERE m.id = due.id
         RETURNING m.id, m.recipient, m.subject, m.body, m.reply_to, m.attachments, m.attempts
       )
       SELECT * FROM claimed ORDER BY id`,
      [limit, afterId, leaseMs],
    );
    return claimedRow.all(rows).map((row) => ({
      id: row.id,
      attempts: row.attempts,
      message: {
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments.map(attachmentOf) } : {}),
      },
    }));
  }

  async markSent(id: number): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]);
  }

  async retryLater(id: number, delayMs: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox
          SET next_attempt_at = now() + $2::float8 * interval '1 millisecond', last_error = $3
        WHERE id = $1`,
      [id, delayMs, reason],
    );
  }

  async markFailed(id: number, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET failed_at = now(), last_error = $2 WHERE id = $1`,
      [id, reason],
    );
  }

  /**
   * For /metrics (decision 61): the waiting rows counted on the partial index of waiting mail,
   * and the age of the lowest id among them (ids grow with created_at), read by its key.
   */
  async backlog(): Promise<OutboxBacklog> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH w AS (SELECT count(*)::int AS n, min(id) AS first FROM mail_outbox WHERE ${WAITING})
       SELECT w.n AS waiting, extract(epoch FROM now() - m.created_at)::float8 AS oldest
         FROM w LEFT JOIN mail_outbox m ON m.id = w.first`,
    );
    const row = backlogRow.first(rows);
    return {
      waiting: row?.waiting ?? 0,
      oldestAgeSeconds: row?.oldest == null ? null : Math.max(0, row.oldest),
    };
  }

  async countWaiting(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE ${WAITING}`,
    );
    return waitingRow.first(rows)?.n ?? 0;
  }
}

/** One stored attachment, as the outbox mailer wrote it; anything else is a row no relay should send. */
function attachmentOf(item: unknown): MailAttachment {
  const { filename, contentType, content } = (item ?? {}) as Record<string, unknown>;
  if (
    typeof filename !== "string" ||
    typeof contentType !== "string" ||
    typeof content !== "string"
  ) {
    throw new RowShapeError(
      "claimed mail",
      "attachments",
      "an attachment without its filename, type or content",
    );
  }
  return { filename, contentType, content };
}

/** Mail waiting to be sent, and how long the oldest has waited (null when none waits). */
export interface OutboxBacklog {
  waiting: number;
  oldestAgeSeconds: number | null;
}
