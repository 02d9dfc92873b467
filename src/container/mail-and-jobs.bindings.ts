import type { Container } from "inversify";
import { NodemailerMailTransport } from "../adapters/mail/nodemailer-mail-transport.js";
import { OutboxMailer } from "../adapters/mail/outbox-mailer.js";
import { OutboxSignal } from "../adapters/mail/outbox-signal.js";
import { AdvisoryJobLock } from "../adapters/persistence/advisory-job-lock.js";
import type { DbContext } from "../adapters/persistence/db-context.js";
import { LeaseJobLock } from "../adapters/persistence/lease-job-lock.js";
import { SqlMailQueue } from "../adapters/persistence/repositories/sql-mail-queue.js";
import type { AppConfig } from "../config.js";
import type { JobLock } from "../modules/jobs/jobs.ports.js";
import { MailRelayService } from "../modules/mail/mail-relay.service.js";
import type { Logger, Mailer } from "../shared/ports.js";
import { TOKENS } from "./tokens.js";

/** Mail and scheduled jobs: the outbox every use case writes, its relay, and the job lock. */
export function bindMailAndJobs(
  c: Container,
  { config, logger, db }: { config: AppConfig; logger: Logger; db: DbContext },
): void {
  // Use cases only write the outbox; the relay sends it when SMTP_URL is set (decision 35).
  const outboxSignal = new OutboxSignal();
  c.bind(TOKENS.OutboxSignal).toConstantValue(outboxSignal);
  c.bind<Mailer>(TOKENS.Mailer).toConstantValue(new OutboxMailer(db, logger, outboxSignal));
  c.bind(MailRelayService).toConstantValue(
    new MailRelayService(
      new SqlMailQueue(db.dataSource),
      config.smtpUrl ? new NodemailerMailTransport(config.smtpUrl, config.infoEmail) : undefined,
      logger,
      { retryBaseMs: config.mailRetryBaseMs },
    ),
  );
  // Jobs run once (decision 36): an advisory lock on a server; a lease row on the embedded
  // database (no DATABASE_URL), whose clients all share one session.
  c.bind<JobLock>(TOKENS.JobLock).toConstantValue(
    config.databaseUrl
      ? new AdvisoryJobLock(db.dataSource, logger)
      : new LeaseJobLock(db.dataSource, logger),
  );
}
