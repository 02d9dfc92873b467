import { Gauge, type Registry } from "prom-client";
import type { ReadinessReport } from "../health/readiness.js";
import { readAtMostEvery } from "./scrape.js";

/** One readiness reading serves every gauge of a scrape, which collects them within milliseconds. */
const READING_MS = 200;

/**
 * What /readyz says, for alerts and charts (decision 76). A cluster's primary adds up its
 * workers' (decision 61): the group is ready and each dependency up only when every worker's
 * is; degraded when any is; the free space is the smallest any worker read.
 */
export function registerReadinessGauges(
  registry: Registry,
  read: () => Promise<ReadinessReport>,
  freeBytes: () => number | undefined,
): void {
  const registers = [registry];
  const report = readAtMostEvery(READING_MS, read);
  const flag = (
    name: string,
    help: string,
    aggregator: "min" | "max",
    pick: (r: ReadinessReport) => boolean,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      aggregator,
      async collect() {
        const r = await report();
        this.set(r ? Number(pick(r)) : Number.NaN);
      },
    });
  flag(
    "ofie_ready",
    "1 while /readyz answers 200 (ready or degraded)",
    "min",
    (r) => r.status !== "unavailable",
  );
  flag(
    "ofie_degraded",
    "1 while serving with a part down that has a fallback (Redis, the cache listener, low disk)",
    "max",
    (r) => r.status === "degraded",
  );
  new Gauge({
    name: "ofie_dependency_up",
    help: "1 while each part /readyz checks is well: database, migrations, disk, listener, redis (a part that is off has no series)",
    labelNames: ["dependency"],
    registers,
    aggregator: "min",
    async collect() {
      this.reset();
      const r = await report();
      if (!r) return;
      this.set({ dependency: "database" }, Number(r.database === "ok"));
      this.set({ dependency: "migrations" }, Number(r.migrations === "ok"));
      this.set({ dependency: "disk" }, Number(r.disk === "ok"));
      if (r.listener !== "off") this.set({ dependency: "listener" }, Number(r.listener === "ok"));
      if (r.redis !== "off") this.set({ dependency: "redis" }, Number(r.redis === "ok"));
    },
  });
  new Gauge({
    name: "ofie_data_dir_free_bytes",
    help: "Free bytes of the file system holding DATA_DIR (DISK_LOW_MB warns; under 32 MB writes answer 507)",
    registers,
    aggregator: "min",
    collect() {
      this.set(freeBytes() ?? Number.NaN);
    },
  });
}
