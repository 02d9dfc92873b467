import lighthouse, { type Result } from "lighthouse";
import { type MainThreadCpu, mainThreadCpu } from "./main-thread-cpu.js";

/** What one page scored, from the median of its runs (by performance score, as Lighthouse's CLI picks). */
export interface PageScore {
  page: string;
  path: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes the page transferred, and how many requests went anywhere but the app (must be none). */
  transferBytes: number;
  offOriginRequests: string[];
  lcpElement: string;
  /** The performance audits that failed, with their estimated saving: where the next lever is. */
  opportunities: string[];
  /** The main thread's tasks in wall and CPU time, and the blocking time their CPU time gives. */
  mainThread: MainThreadCpu;
  /** Lighthouse's measure of the host's CPU (its "CPU/Memory Power"): what a slowdown multiplies. */
  benchmarkIndex: number;
}

/**
 * How Lighthouse slows the page: its default (simulated slow 4G, 4× CPU), or DevTools throttling
 * (the browser really runs slower and on a throttled network), with another CPU multiplier when
 * the host is not the high-end desktop the 4× assumes (docs/throttling.md of Lighthouse).
 */
export interface Throttling {
  method: "simulate" | "devtools";
  cpuSlowdown: number;
}

export const DEFAULT_THROTTLING: Throttling = { method: "simulate", cpuSlowdown: 4 };

export async function auditPage(
  baseUrl: string,
  page: { name: string; path: string },
  port: number,
  runs: number,
  throttling: Throttling = DEFAULT_THROTTLING,
): Promise<PageScore> {
  const scores: PageScore[] = [];
  for (let run = 0; run < runs; run++) {
    // No config: Lighthouse's defaults are the mobile form factor (Moto G Power) and simulated
    // throttling (slow 4G, 4× CPU), which is Ofie's visitor on Ghanaian mobile data. The flags
    // below change only the method and the CPU multiplier; the network stays slow 4G.
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod: throttling.method,
      throttling: { cpuSlowdownMultiplier: throttling.cpuSlowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
    }
    const trace = result.artifacts.Trace?.traceEvents ?? [];
    // Under DevTools throttling the trace's tasks ran slowed already: multiplied again, they would
    // count the slowdown twice.
    const slowdown =
      throttling.method === "devtools"
        ? 1
        : (result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4);
    scores.push({
      ...scoreOf(result.lhr, page, baseUrl),
      mainThread: mainThreadCpu(trace, slowdown),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  scores.sort((a, b) => a.performance - b.performance);
  return scores[Math.floor(scores.length / 2)];
}

function scoreOf(
  lhr: Result,
  page: { name: string; path: string },
  baseUrl: string,
): Omit<PageScore, "mainThread" | "benchmarkIndex"> {
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit("network-requests").details as { items?: { url: string }[] }).items ?? [];
  const origin = new URL(baseUrl).origin;
  return {
    page: page.name,
    path: page.path,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint").numericValue ?? Number.NaN,
    cls: audit("cumulative-layout-shift").numericValue ?? Number.NaN,
    tbtMs: audit("total-blocking-time").numericValue ?? Number.NaN,
    fcpMs: audit("first-contentful-paint").numericValue ?? Number.NaN,
    transferBytes: audit("total-byte-weight").numericValue ?? Number.NaN,
    offOriginRequests: requests
      .map((r) => r.url)
      .filter((url) => !url.startsWith("data:") && new URL(url).origin !== origin),
    lcpElement: lcpElementOf(audit("largest-contentful-paint-element")),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .filter((a) => a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id)),
  };
}

function lcpElementOf(audit: Result["audits"][string]): string {
  // The element table is the first item of a list (Lighthouse 12): its node's selector.
  const details = audit?.details as { items?: { items?: { node?: { selector?: string } }[] }[] };
  return details?.items?.[0]?.items?.[0]?.node?.selector ?? "";
}
