import { BackgroundLoop } from "./adapters/jobs/background-loop.js";
import type { OutboxSignal } from "./adapters/mail/outbox-signal.js";
import type { PromMetrics } from "./adapters/metrics/prom-metrics.js";
import type { Application } from "./bootstrap.js";
import { TOKENS } from "./container/tokens.js";

export interface MailRelayHandle {
  stop(): Promise<void>;
}

/**
 * Starts the server process's mail relay (decision 35) when SMTP_URL is set; without it, mail
 * stays in the outbox. Each cluster worker runs one: SKIP LOCKED keeps them off each other's mail.
 */
export function startMailRelay(application: Application): MailRelayHandle {
  const { config, container, logger, services } = application;
  if (!services.mailRelay.canSend) return { stop: async () => {} };
  // A pass every MAIL_RELAY_POLL_MS (2 s) at most; with a shorter retry base, as often as that base.
  const intervalMs = Math.max(50, Math.min(config.mailRelayPollMs, config.mailRetryBaseMs));
  const metrics = container.get<PromMetrics>(TOKENS.Metrics);
  const loop = new BackgroundLoop(
    "mail relay",
    async (shouldStop) => {
      // A full DATA_DIR (decision 76): the pass would fail half-way; it waits for space.
      if (application.disk.state === "full") return;
      await services.mailRelay.relayDue(shouldStop);
      metrics.passSucceeded("mail-relay");
    },
    container.get<OutboxSignal>(TOKENS.OutboxSignal),
    logger,
    intervalMs,
  ).start();
  logger.info({ intervalMs }, "mail relay started");
  return loop;
}
