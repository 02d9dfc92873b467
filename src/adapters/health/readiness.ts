import type { CatalogueChanges } from "../../shared/ports.js";
import { readAtMostEvery } from "../metrics/scrape.js";
import type { DiskState } from "./disk-space.js";

/** How long /readyz waits for `SELECT 1`: well inside a load balancer's own probe timeout. */
export const READY_TIMEOUT_MS = 1000;
/** How long one reading of the pending migrations serves: two small catalogue reads. */
const MIGRATIONS_CHECK_MS = 5000;

/** The parts of the process that traffic depends on, as /readyz and /metrics read them. */
export interface ReadinessSources {
  /** True when the database answers `SELECT 1` within timeoutMs; never throws. */
  database(timeoutMs: number): Promise<boolean>;
  /** Migrations this build has that the database has not run (a restored older database, say). */
  pendingMigrations(): Promise<number>;
  disk: { readonly state: DiskState; readonly freeBytes: number | undefined };
  /** The read cache's LISTEN connection: "idle" when the cache is off and nothing listens. */
  listener(): CatalogueChanges["state"];
  /** Absent without REDIS_URL; else the watch's judgement over the last few seconds. */
  redis?: { readonly state: "ok" | "unreachable" };
}

export interface ReadinessReport {
  /** ready: all is well; degraded: serving, with a part's fallback; unavailable: cannot serve. */
  status: "ready" | "degraded" | "unavailable";
  database: "ok" | "unreachable";
  migrations: "ok" | "pending" | "unknown";
  disk: DiskState;
  diskFreeMb: number | null;
  listener: "ok" | "down" | "off";
  redis: "ok" | "unreachable" | "off";
}

/**
 * Ready means able to serve (decision 76). It cannot without its database, with the database
 * short of this build's migrations, or with DATA_DIR full: 503, and the balancer sends the
 * traffic elsewhere. A part with a fallback only degrades it: Redis (the rate limits count in
 * PostgreSQL, decision 60), the read cache's listener (the cache stays off and every read goes
 * to the database, decision 59), low disk space (a warning before it is full).
 */
export function readiness(sources: ReadinessSources): () => Promise<ReadinessReport> {
  const pending = readAtMostEvery(MIGRATIONS_CHECK_MS, sources.pendingMigrations);
  return async () => {
    const database = await sources.database(READY_TIMEOUT_MS);
    const waiting = database ? await pending() : undefined;
    const { state: disk, freeBytes } = sources.disk;
    const report: Omit<ReadinessReport, "status"> = {
      database: database ? "ok" : "unreachable",
      migrations: waiting === undefined ? "unknown" : waiting > 0 ? "pending" : "ok",
      disk,
      diskFreeMb: freeBytes === undefined ? null : Math.floor(freeBytes / 1024 / 1024),
      listener: ({ live: "ok", down: "down", idle: "off" } as const)[sources.listener()],
      redis: sources.redis?.state ?? "off",
    };
    // "unknown": the database did not answer (unavailable already) or the read failed, which
    // is no evidence of a missing migration.
    const serves = database && report.migrations !== "pending" && disk !== "full";
    const whole = report.listener !== "down" && report.redis !== "unreachable" && disk === "ok";
    return { status: serves ? (whole ? "ready" : "degraded") : "unavailable", ...report };
  };
}
