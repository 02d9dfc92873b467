import type { Logger, Mailer, MailMessage } from "../../shared/ports.js";
import { MailOutboxEntity } from "../modules/mail/mail-outbox.entity.js";
import type { DbContext } from "../persistence/db-context.js";
import type { OutboxSignal } from "./outbox-signal.js";

/**
 * Every mail is a row of the outbox table, written through the current transaction, so a mail
 * is recorded exactly when its cause is committed; nothing is sent here. With SMTP_URL set, the
 * relay sends it (decision 35), nudged once the row is committed; without, it is kept and logged.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: DbContext,
    private readonly logger: Logger,
    private readonly queued?: OutboxSignal,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const repo = this.db.repository(MailOutboxEntity);
    const row = await repo.save(
      repo.create({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        replyTo: message.replyTo ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
      }),
    );
    // The address and the body only at debug level (decision 75): an info log is read by more
    // people than the mail was meant for; the outbox row keeps both under this id.
    this.logger.info({ mailId: row.id, subject: message.subject }, "mail queued in outbox");
    this.logger.debug?.({ mailId: row.id, to: message.to, text: message.text }, "outbox mail body");
    const queued = this.queued;
    if (queued) this.db.afterCommit(() => queued.notify());
  }
}
