import fs from "node:fs";

/** Resident memory of a process in bytes, from /proc (Linux); undefined elsewhere or once it has gone. */
export function rssOf(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; stop() gives the peak (undefined off Linux). */
export function sampleRss(pid: number, everyMs = 100): { stop(): number | undefined } {
  let peak: number | undefined;
  const sample = () => {
    const rss = rssOf(pid);
    if (rss !== undefined) peak = Math.max(peak ?? 0, rss);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
