import { BackgroundLoop } from "./adapters/jobs/background-loop.js";
import type { OutboxSignal } from "./adapters/mail/outbox-signal.js";
import type { PromMetrics } from "./adapters/metrics/prom-metrics.js";
import type { Application } from "./bootstrap.js";
import { TOKENS } from "./container/tokens.js";

/** A pass for photos queued by other processes (the CLI, another worker or machine). */
const POLL_MS = 5_000;

/**
 * Starts the server process's photo worker (decision 50): the sizes of an uploaded photo are made
 * here, off the request, at once when this process queued it, else at the next poll. Each
 * cluster worker runs one; their claims keep them off each other's photos.
 */
export function startPhotoWorker(application: Application): { stop(): Promise<void> } {
  const { container, logger, services } = application;
  const metrics = container.get<PromMetrics>(TOKENS.Metrics);
  return new BackgroundLoop(
    "photo pipeline",
    async (shouldStop) => {
      // A full DATA_DIR (decision 76): the pass would fail half-way; it waits for space.
      if (application.disk.state === "full") return;
      // Uploads stored before the pipeline join its queue first (decision 73): a cheap query
      // once they all have.
      await services.oldUploads.adoptWaiting(shouldStop);
      // Likewise videos stored before they were cleaned on the way in.
      await services.oldVideos.cleanWaiting(shouldStop);
      await services.photos.processWaiting(shouldStop);
      metrics.passSucceeded("photo-pipeline");
    },
    container.get<OutboxSignal>(TOKENS.PhotoSignal),
    logger,
    POLL_MS,
  ).start();
}
