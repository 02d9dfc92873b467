import { ContainerModule } from "inversify";
import { NodemailerMailTransport } from "../../adapters/mail/nodemailer-mail-transport.js";
import { OutboxMailer } from "../../adapters/mail/outbox-mailer.js";
import { OutboxSignal } from "../../adapters/mail/outbox-signal.js";
import { SqlMailQueue } from "../../adapters/modules/mail/sql-mail-queue.js";
import { AdvisoryJobLock } from "../../adapters/persistence/advisory-job-lock.js";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { LeaseJobLock } from "../../adapters/persistence/lease-job-lock.js";
import { openOwnConnection } from "../../adapters/persistence/own-connection.js";
import type { AppConfig } from "../../config.js";
import type { JobLock } from "../../modules/jobs/index.js";
import { MailRelayService } from "../../modules/mail/index.js";
import type { Logger, Mailer } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";

/** Mail and scheduled jobs: the outbox every use case writes, its relay, and the job lock. */
export const mailAndJobsBindings = new ContainerModule(({ bind }) => {
  // Use cases only write the outbox; the relay sends it when SMTP_URL is set (decision 35).
  bind(TOKENS.OutboxSignal).toConstantValue(new OutboxSignal());
  bind<Mailer>(TOKENS.Mailer).toDynamicValue(
    (r) =>
      new OutboxMailer(
        r.get<DbContext>(TOKENS.Db),
        r.get<Logger>(TOKENS.Logger),
        r.get<OutboxSignal>(TOKENS.OutboxSignal),
      ),
  );
  bind(MailRelayService).toDynamicValue((r) => {
    const config = r.get<AppConfig>(TOKENS.Config);
    return new MailRelayService(
      new SqlMailQueue(r.get<DbContext>(TOKENS.Db).dataSource),
      config.smtpUrl ? new NodemailerMailTransport(config.smtpUrl, config.infoEmail) : undefined,
      r.get<Logger>(TOKENS.Logger),
      { retryBaseMs: config.mailRetryBaseMs },
    );
  });
  // Jobs run once (decision 36): an advisory lock on a server, on a connection of its own
  // (decision 59); a lease row on the embedded database (no DATABASE_URL), whose clients all
  // share one session.
  bind<JobLock>(TOKENS.JobLock).toDynamicValue((r) => {
    const logger = r.get<Logger>(TOKENS.Logger);
    const { dataSource } = r.get<DbContext>(TOKENS.Db);
    const { databaseUrl } = r.get<AppConfig>(TOKENS.Config);
    return databaseUrl
      ? new AdvisoryJobLock(() => openOwnConnection(databaseUrl), dataSource, logger)
      : new LeaseJobLock(dataSource, logger);
  });
});
