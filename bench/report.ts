import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadResult } from "./load.js";
import type { RouteWeight } from "./page-weight.js";
import { GOALS, goalText } from "./targets.js";

export interface Verdict {
  ratio: number;
  /** The goals missed ("ratio", "p99", "errors", "rss"); empty is a pass. */
  missed: string[];
}

/** Holds a result against the goal for its kind of target. */
export function judge(result: LoadResult, ceiling: number): Verdict {
  const ratio = ceiling > 0 ? result.requestsPerSecond / ceiling : 0;
  const missed: string[] = [];
  if (result.kind === "ceiling") return { ratio, missed };
  const goal = GOALS[result.kind];
  if (ratio < goal.minRatio) missed.push("ratio");
  if ("maxP99Ms" in goal && result.p99Ms > goal.maxP99Ms) missed.push("p99");
  if ("maxErrors" in goal && result.errors > goal.maxErrors) missed.push("errors");
  if ((result.peakRssBytes ?? 0) > GOALS.maxRssBytes) missed.push("rss");
  return { ratio, missed };
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
      r.kind === "ceiling" ? "" : missed.length === 0 ? "PASS" : `MISS (${missed.join(", ")})`,
    ]);
  });
  return table(rows);
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
