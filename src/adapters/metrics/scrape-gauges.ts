import { Gauge, type Registry } from "prom-client";
import { VIEWING_STATUSES, type ViewingStatus } from "../../shared/viewing-statuses.js";
import type { OutboxBacklog } from "../modules/mail/sql-mail-queue.js";
import type { JobSuccess } from "../persistence/job-runs.js";
import type { PoolCounts } from "../persistence/pool-counts.js";
import { readAtMostEvery } from "./scrape.js";

/** What the gauges read when scraped, never on a request's path. */
export interface ScrapeSources {
  pool(): PoolCounts | undefined;
  /** The catalogue's LISTEN connection (always true on the embedded database). */
  listenerConnected(): boolean;
  outbox(): Promise<OutboxBacklog>;
  jobRuns(): Promise<JobSuccess[]>;
  /** Every viewing by its status now (decision 104). */
  viewings(): Promise<Record<ViewingStatus, number>>;
}

/** How long one reading of the database's figures serves scrapes. */
export const DATABASE_FIGURES_MS = 5000;

/**
 * The gauges read at scrape time. `aggregator` says how a cluster's primary adds up its workers'
 * values (decision 61): pools and memory add up; the database's figures, which every worker reads
 * alike, take the largest; the listener counts as connected only when every worker's is.
 */
export function registerScrapeGauges(
  registry: Registry,
  sources: ScrapeSources,
  passes: ReadonlyMap<string, number>,
): void {
  const registers = [registry];
  const outbox = readAtMostEvery(DATABASE_FIGURES_MS, sources.outbox);
  const jobRuns = readAtMostEvery(DATABASE_FIGURES_MS, sources.jobRuns);
  const viewings = readAtMostEvery(DATABASE_FIGURES_MS, sources.viewings);
  const pool = (name: string, help: string, pick: (counts: PoolCounts) => number) =>
    summedGauge(registers, name, help, () => {
      const counts = sources.pool();
      return counts ? pick(counts) : Number.NaN;
    });
  pool("ofie_db_pool_connections", "Open connections of the database pool", (c) => c.total);
  pool("ofie_db_pool_idle_connections", "Idle connections of the database pool", (c) => c.idle);
  pool("ofie_db_pool_waiting_queries", "Queries waiting for a pool connection", (c) => c.waiting);
  new Gauge({
    name: "ofie_catalogue_listener_connected",
    help: "1 while the LISTEN connection for catalogue changes is up (always 1 on the embedded database)",
    registers,
    aggregator: "min",
    collect() {
      this.set(sources.listenerConnected() ? 1 : 0);
    },
  });
  new Gauge({
    name: "ofie_mail_outbox_waiting",
    help: "Mails in the outbox not yet sent nor failed (NaN when the database did not answer)",
    registers,
    aggregator: "max",
    async collect() {
      this.set((await outbox())?.waiting ?? Number.NaN);
    },
  });
  new Gauge({
    name: "ofie_mail_outbox_oldest_age_seconds",
    help: "How long the oldest waiting mail has waited (0 when none waits)",
    registers,
    aggregator: "max",
    async collect() {
      const backlog = await outbox();
      this.set(backlog ? (backlog.oldestAgeSeconds ?? 0) : Number.NaN);
    },
  });
  new Gauge({
    name: "ofie_job_last_success_timestamp_seconds",
    help: "When each job last did its work: cron jobs from job_runs, the server's own loops from memory",
    labelNames: ["job"],
    registers,
    aggregator: "max",
    async collect() {
      this.reset();
      for (const { job, at } of (await jobRuns()) ?? []) this.set({ job }, at);
      for (const [job, at] of passes) this.set({ job }, at);
    },
  });
  new Gauge({
    name: "ofie_viewings",
    help: "Viewings by their status now, every status listed (NaN when the database did not answer)",
    labelNames: ["status"],
    registers,
    aggregator: "max",
    async collect() {
      const counts = await viewings();
      for (const status of VIEWING_STATUSES) this.set({ status }, counts?.[status] ?? Number.NaN);
    },
  });
  registerMemoryGauges(registers);
}

/** A figure each process has its own of (a pool, its memory): the group's is their sum. */
function summedGauge(registers: Registry[], name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers,
    aggregator: "sum",
    collect() {
      this.set(read());
    },
  });
}

/** prom-client's default names for the figures operators chart, read only when scraped. */
function registerMemoryGauges(registers: Registry[]): void {
  summedGauge(registers, "process_resident_memory_bytes", "Resident memory size in bytes", () =>
    process.memoryUsage.rss(),
  );
  summedGauge(
    registers,
    "nodejs_heap_size_used_bytes",
    "V8 heap in use in bytes",
    () => process.memoryUsage().heapUsed,
  );
  summedGauge(
    registers,
    "nodejs_heap_size_total_bytes",
    "V8 heap size in bytes",
    () => process.memoryUsage().heapTotal,
  );
  summedGauge(
    registers,
    "nodejs_external_memory_bytes",
    "Memory of C++ objects bound to JavaScript in bytes",
    () => process.memoryUsage().external,
  );
}
