import type { PageScore } from "./audit-page.js";

// Issue 6's targets for Lighthouse mobile on /, /properties and a property page.
export const TARGETS = { performance: 95, lcpMs: 1800, cls: 0.05 } as const;

export function meetsTargets(score: PageScore): boolean {
  return (
    score.performance >= TARGETS.performance &&
    score.lcpMs <= TARGETS.lcpMs &&
    score.cls <= TARGETS.cls &&
    score.offOriginRequests.length === 0
  );
}

/** The table printed after a run: each figure beside its target, ✓ or ✗. */
export function formatTable(scores: PageScore[]): string {
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const rows = scores.map((s) => [
    s.page,
    `${s.performance} ${mark(s.performance >= TARGETS.performance)}`,
    `${(s.lcpMs / 1000).toFixed(2)} s ${mark(s.lcpMs <= TARGETS.lcpMs)}`,
    `${s.cls.toFixed(3)} ${mark(s.cls <= TARGETS.cls)}`,
    `${Math.round(s.tbtMs)} ms`,
    `${Math.round(s.mainThread.cpuTbtMs)} ms`,
    `${(s.mainThread.wallMs / Math.max(1, s.mainThread.cpuMs)).toFixed(1)}×`,
    `${(s.fcpMs / 1000).toFixed(2)} s`,
    `${Math.round(s.transferBytes / 1024)} KB`,
  ]);
  const header = [
    "page",
    `perf (≥ ${TARGETS.performance})`,
    `LCP (≤ ${TARGETS.lcpMs / 1000} s)`,
    `CLS (≤ ${TARGETS.cls})`,
    "TBT",
    // The same from the main thread's CPU time, and how much longer its tasks took on the clock:
    // well above 1 says the machine, not the page, made the blocking time (main-thread-cpu.ts).
    "TBT (CPU)",
    "wall/CPU",
    "FCP",
    "transfer",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

/**
 * The host's class by Lighthouse's benchmarkIndex and the CPU multiplier that Lighthouse's table
 * gives for emulating a mid-tier phone on it (docs/throttling.md: 1500–2000 high-end desktop 4×,
 * 1000–1500 low-end desktop 2×, 800–1000 high-end mobile 2×, below 800 a mid-tier phone itself).
 */
export function hostClass(benchmarkIndex: number): { name: string; multiplier: number } {
  if (benchmarkIndex >= 1500) return { name: "high-end desktop", multiplier: 4 };
  if (benchmarkIndex >= 1000) return { name: "low-end desktop", multiplier: 2 };
  if (benchmarkIndex >= 800) return { name: "high-end mobile", multiplier: 2 };
  return { name: "mid-tier mobile", multiplier: 1 };
}
