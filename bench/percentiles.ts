/** The nearest-rank percentile (p in 0–100) of durations in milliseconds. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: number[]): Timing {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: percentile(samples, 100),
  };
}
