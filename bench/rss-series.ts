import { processTree, rssOf } from "./rss.js";

/** One RSS reading of the server's processes (a cluster's primary and workers). */
export interface RssSample {
  /** Seconds since sampling began. */
  t: number;
  /** All the processes together. */
  totalBytes: number;
  /** The largest one process. */
  maxProcessBytes: number;
}

/** Reads the RSS of a process and its children every `everyMs`, keeping the series. */
export function recordRss(pid: number, everyMs = 1000): { stop(): RssSample[] } {
  const samples: RssSample[] = [];
  const start = performance.now();
  const sample = () => {
    const sizes = processTree(pid)
      .map(rssOf)
      .filter((rss): rss is number => rss !== undefined);
    if (sizes.length === 0) return;
    samples.push({
      t: (performance.now() - start) / 1000,
      totalBytes: sizes.reduce((a, b) => a + b, 0),
      maxProcessBytes: Math.max(...sizes),
    });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}

export interface MemoryTrend {
  /** Length of the first and last windows compared (60 s, or a quarter of a shorter run). */
  windowSeconds: number;
  firstWindowMeanBytes: number;
  lastWindowMeanBytes: number;
  /** Least-squares slope of the total RSS after the first window, in MB per minute. */
  slopeMbPerMinute: number;
  /** Last window against the first. */
  growth: number;
  /** growth ≤ STEADY_GROWTH; null when the run was too short to tell warm-up from a leak. */
  steady: boolean | null;
}

/** More than this rise from the first window to the last is reported as growing memory. */
export const STEADY_GROWTH = 0.2;
/** Shorter runs (the CI smoke) are mostly warm-up: their memory is shown, not judged. */
export const JUDGED_AFTER_S = 120;

export function memoryTrend(samples: RssSample[]): MemoryTrend {
  const end = samples.at(-1)?.t ?? 0;
  const windowSeconds = Math.min(60, end / 4);
  const mean = (xs: RssSample[]) =>
    xs.length === 0 ? 0 : xs.reduce((sum, s) => sum + s.totalBytes, 0) / xs.length;
  const first = mean(samples.filter((s) => s.t <= windowSeconds));
  const last = mean(samples.filter((s) => s.t >= end - windowSeconds));
  const rest = samples.filter((s) => s.t >= windowSeconds);
  const growth = first > 0 ? (last - first) / first : 0;
  return {
    windowSeconds,
    firstWindowMeanBytes: first,
    lastWindowMeanBytes: last,
    slopeMbPerMinute: (slope(rest) * 60) / 1024 / 1024,
    growth,
    steady: end < JUDGED_AFTER_S ? null : growth <= STEADY_GROWTH,
  };
}

function slope(samples: RssSample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mt = samples.reduce((s, x) => s + x.t, 0) / n;
  const mb = samples.reduce((s, x) => s + x.totalBytes, 0) / n;
  let num = 0;
  let den = 0;
  for (const x of samples) {
    num += (x.t - mt) * (x.totalBytes - mb);
    den += (x.t - mt) ** 2;
  }
  return den === 0 ? 0 : num / den;
}
