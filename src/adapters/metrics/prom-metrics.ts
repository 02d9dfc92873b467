import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { RATE_LIMITS } from "../../modules/rate-limits/index.js";
import type { Telemetry } from "../../shared/ports.js";
import type { ReadinessReport } from "../health/readiness.js";
import type { ReadCacheCounts } from "../http/middleware/read-cache-store.js";
import { registerReadinessGauges } from "./readiness-gauges.js";
import type { Scrape } from "./scrape.js";
import { registerScrapeGauges, type ScrapeSources } from "./scrape-gauges.js";

/** From a kept read (well under a millisecond) to a slow page; the default buckets start at 5 ms. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's metrics in a registry of its own (decision 61). The hot path only increments
 * counters and observes the histogram; everything else is read when /metrics is scraped.
 */
export class PromMetrics implements Telemetry, Scrape {
  readonly registry = new Registry();
  private readonly registers = [this.registry];
  private readonly requests = new Histogram({
    name: "ofie_http_request_duration_seconds",
    help: "Time to answer a request (to its first byte for a streamed page), by route template, method and status",
    labelNames: ["route", "method", "status"],
    buckets: DURATION_BUCKETS,
    registers: this.registers,
  });
  private readonly refusals = new Counter({
    name: "ofie_rate_limited_total",
    help: "Attempts refused with 429, or past a silent cap sent nothing (decision 86), by action and the subject of the rule",
    labelNames: ["action", "rule"],
    registers: this.registers,
  });
  /** Read-cache outcomes (decision 22): unlabelled counters, the cheapest to increment. */
  readonly readCache: ReadCacheCounts = {
    hit: counter(
      this.registers,
      "ofie_read_cache_hits_total",
      "Reads answered from the read cache",
    ),
    miss: counter(
      this.registers,
      "ofie_read_cache_misses_total",
      "Cacheable reads not found in it",
    ),
    flush: counter(
      this.registers,
      "ofie_read_cache_flushes_total",
      "Times the read cache was emptied",
    ),
  };
  /** The server's own loops' last good pass, in seconds since the epoch. */
  private readonly passes = new Map<string, number>();

  constructor(sources: ScrapeSources) {
    new Gauge({
      name: "ofie_metrics_processes",
      help: "Server processes whose figures this scrape adds up (one per cluster worker)",
      registers: this.registers,
    }).set(1);
    // Every rule has its series from the start, so rate() and increase() see the first 429.
    for (const [action, policy] of Object.entries(RATE_LIMITS)) {
      for (const rule of policy.rules) this.refusals.inc({ action, rule: rule.subject }, 0);
    }
    registerScrapeGauges(this.registry, sources, this.passes);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Bound, so the HTTP layer can hold it without the object. */
  readonly observeRequest = (route: string, method: string, status: number, seconds: number) => {
    this.requests.observe({ route, method, status }, seconds);
  };

  rateLimited(action: string, rule: string): void {
    this.refusals.inc({ action, rule });
  }

  /** /readyz's parts as gauges, once the application has them (bootstrap.ts). */
  watchReadiness(read: () => Promise<ReadinessReport>, freeBytes: () => number | undefined): void {
    registerReadinessGauges(this.registry, read, freeBytes);
  }

  /** A pass of one of the server's own loops (the mail relay, the photo pipeline) went well. */
  passSucceeded(job: string): void {
    this.passes.set(job, Date.now() / 1000);
  }
}

function counter(registers: Registry[], name: string, help: string): () => void {
  const made = new Counter({ name, help, registers });
  return () => made.inc();
}
