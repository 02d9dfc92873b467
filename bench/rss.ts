import fs from "node:fs";

/** Resident memory of a process in bytes, from /proc (Linux); undefined elsewhere or once it has gone. */
export function rssOf(pid: number): number | undefined {
  return statusBytes(pid, "VmRSS");
}

/** The most resident memory the process has had so far (its high-water mark), as rssOf. */
export function peakRssOf(pid: number): number | undefined {
  return statusBytes(pid, "VmHWM");
}

function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, "m").exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** The process and its descendants (a cluster primary and its workers), from /proc's parent ids. */
export function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  for (const name of entries) {
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parentOf.set(Number(name), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

export interface RssPeak {
  /** The largest RSS any one process of the tree reached: the goal is per process. */
  perProcessBytes: number | undefined;
  /** The most processes seen at once (1 without cluster). */
  processes: number;
}

/** Samples the RSS of a process and its children every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs = 100): { stop(): RssPeak } {
  let peak: number | undefined;
  let processes = 0;
  let tree = processTree(pid);
  let ticks = 0;
  const sample = () => {
    // Walking /proc costs more than reading a few status files: refresh the tree once a second.
    if (++ticks % 10 === 0) tree = processTree(pid);
    const sizes = tree.map(rssOf).filter((rss): rss is number => rss !== undefined);
    processes = Math.max(processes, sizes.length);
    if (sizes.length > 0) peak = Math.max(peak ?? 0, ...sizes);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { perProcessBytes: peak, processes };
    },
  };
}
