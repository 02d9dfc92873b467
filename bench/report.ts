import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./load.js";
import type { RouteWeight } from "./page-weight.js";
import { GOALS, goalText } from "./targets.js";

export interface Verdict {
  /** Throughput as a share of the ceiling the kind is judged against (node:http for fresh-*). */
  ratio: number;
  /** The anchor's throughput over this target's, for a target held to an anchor. */
  anchorFactor?: number;
  /** The goals missed ("ratio", "p99", "errors", "rss", "anchor"); empty is a pass. */
  missed: string[];
}

const YARDSTICKS = new Set<LoadResult["kind"]>(["ceiling", "ceiling-http", "anchor"]);

/** Judges every result against the goal for its kind, each beside its own ceiling. */
export function judgeAll(results: LoadResult[]): Verdict[] {
  const rate = (kind: LoadResult["kind"]) =>
    results.find((r) => r.kind === kind)?.requestsPerSecond ?? 0;
  const koa = rate("ceiling");
  // Without a node:http ceiling (an older results file), the Koa one stands in.
  const http = rate("ceiling-http") || koa;
  return results.map((r) => {
    const fresh = r.kind === "fresh-api" || r.kind === "fresh-ssr" || r.kind === "ceiling-http";
    const anchor = results.find((a) => a.target === r.anchor)?.requestsPerSecond;
    return judge(r, fresh || r.kind === "anchor" ? http : koa, anchor);
  });
}

/** Holds a result against the goal for its kind of target. */
export function judge(result: LoadResult, ceiling: number, anchor?: number): Verdict {
  const ratio = ceiling > 0 ? result.requestsPerSecond / ceiling : 0;
  const missed: string[] = [];
  if (YARDSTICKS.has(result.kind)) return { ratio, missed };
  const goal =
    GOALS[result.kind as Exclude<LoadResult["kind"], "ceiling" | "ceiling-http" | "anchor">];
  if (ratio < goal.minRatio) missed.push("ratio");
  if ("maxP99Ms" in goal && result.p99Ms > goal.maxP99Ms) missed.push("p99");
  if ("maxErrors" in goal && result.errors > goal.maxErrors) missed.push("errors");
  if ((result.peakRssBytes ?? 0) > GOALS.maxRssBytes) missed.push("rss");
  if (anchor === undefined) return { ratio, missed };
  const anchorFactor = result.requestsPerSecond > 0 ? anchor / result.requestsPerSecond : Infinity;
  // The API's reads (the search, its count) have a goal against their anchor; for the page and
  // the write path the factor is the floor their own statements set, beside their ratio goal.
  if (result.kind === "fresh-api" && anchorFactor > GOALS.anchorFactor) missed.push("anchor");
  return { ratio, anchorFactor, missed };
}

const mb = (bytes: number | undefined) =>
  bytes === undefined ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)]
    .join("\n")
    .concat("\n");
}

const verdictText = (r: LoadResult, missed: string[]) =>
  YARDSTICKS.has(r.kind) ? "" : missed.length === 0 ? "PASS" : `MISS (${missed.join(", ")})`;

/** Issue 6's table: every target, as a share of the bare Koa ceiling (issue 21's of node:http). */
export function loadTable(results: LoadResult[], verdicts: Verdict[]): string {
  const rows = [
    ["target", "req/s", "p50", "p99", "errors", "× ceiling", "peak RSS/process", "goal", ""],
  ];
  results.forEach((r, i) => {
    const { ratio, missed } = verdicts[i];
    rows.push([
      r.target,
      r.requestsPerSecond.toFixed(0),
      `${r.p50Ms} ms`,
      `${r.p99Ms} ms`,
      String(r.errors),
      ratio.toFixed(2),
      r.processes > 1 ? `${mb(r.peakRssBytes)} (${r.processes} proc.)` : mb(r.peakRssBytes),
      goalText(r.kind),
      verdictText(r, missed),
    ]);
  });
  return table(rows);
}

/**
 * Issue 21's table: the uncached path (a query nobody asked before) and the write path, each as
 * a share of the ceiling its goal names, and beside its anchor (the same statements through bare
 * pg) when it has one: the floor that holds a target whose ratio goal is not met.
 */
export function uncachedTable(results: LoadResult[], verdicts: Verdict[]): string {
  const rows = [
    ["uncached / write target", "req/s", "× ceiling", "p99", "÷ anchor", "goal", "met"],
  ];
  const shown: LoadResult["kind"][] = [
    "ceiling",
    "ceiling-http",
    "anchor",
    "fresh-api",
    "fresh-ssr",
    "write",
  ];
  results.forEach((r, i) => {
    if (!shown.includes(r.kind)) return;
    const { ratio, anchorFactor, missed } = verdicts[i];
    rows.push([
      r.target,
      r.requestsPerSecond.toFixed(0),
      ratio.toFixed(3),
      `${r.p99Ms} ms`,
      anchorFactor === undefined ? "" : `${anchorFactor.toFixed(2)}×`,
      floorGoalText(r),
      verdictText(r, missed),
    ]);
  });
  return table(rows);
}

/** The goal in the uncached table, naming the ceiling its ratio is of; the yardsticks have none. */
function floorGoalText(r: LoadResult): string {
  switch (r.kind) {
    case "fresh-api":
    case "fresh-ssr": {
      const { minRatio, maxP99Ms } = GOALS[r.kind];
      const anchor = r.kind === "fresh-api" && r.anchor ? `, ≤ ${GOALS.anchorFactor}× anchor` : "";
      return `≥ ${minRatio}× node:http, p99 ≤ ${maxP99Ms} ms${anchor}`;
    }
    case "write":
      return `≥ ${GOALS.write.minRatio}× Koa, 0 errors`;
    case "anchor":
      return "— (× node:http)";
    default:
      return "—";
  }
}

export function weightTable(routes: RouteWeight[], html: Record<string, number>): string {
  const js = GOALS.firstLoadJsGzip;
  const css = GOALS.firstLoadCssGzip;
  const rows = [["page", "JS gzip", "CSS gzip", `goal ≤ ${kb(js)} / ≤ ${kb(css)}`]];
  for (const r of routes) {
    rows.push([
      r.page,
      kb(r.jsGzipBytes),
      kb(r.cssGzipBytes),
      r.jsGzipBytes <= js && r.cssGzipBytes <= css ? "PASS" : "MISS",
    ]);
  }
  const htmlRows = [["SSR page", "HTML bytes"]];
  for (const [page, bytes] of Object.entries(html)) htmlRows.push([page, kb(bytes)]);
  return `${table(rows)}\n${table(htmlRows)}`;
}

export function writeResults(file: string, results: object): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function machine() {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}
