/** One event of a Chromium trace, as far as this reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event: unlike `dur`, it does not grow while the thread waits for a core. */
  tdur?: number;
  args?: { name?: string };
}

/** What the page's main thread did during a Lighthouse run, in its own CPU time and in wall time. */
export interface MainThreadCpu {
  /** Wall time of the main thread's tasks: what Lighthouse's simulation multiplies. */
  wallMs: number;
  /** The same tasks' CPU time: what the page asked of the processor. */
  cpuMs: number;
  /**
   * Total blocking time as Lighthouse counts it (tasks after first paint, multiplied by the CPU
   * slowdown, past 50 ms each), from the tasks' CPU time instead of their wall time.
   */
  cpuTbtMs: number;
}

/**
 * Lighthouse's simulated throttling multiplies the wall time of each main-thread task by the CPU
 * slowdown (4). On a shared machine a task's wall time includes the time its thread waited for a
 * core: at a load average of 10 on 2 cores the tasks' wall time was 3–4.5× their CPU time, and
 * the blocking time grew as much, whatever the page (issue 37). The CPU time is the page's own.
 */
export function mainThreadCpu(events: TraceEvent[], cpuSlowdown: number): MainThreadCpu {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (mainThreads.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  // The page's renderer is the busiest: about:blank's and others' barely run.
  const page = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter(
    (e) => e.ph === "X" && e.name === "RunTask" && `${e.pid}:${e.tid}` === page,
  );
  const pid = Number(page?.split(":")[0]);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts ?? 0;
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  return {
    wallMs: tasks.reduce((sum, t) => sum + ms(t.dur), 0),
    cpuMs: tasks.reduce((sum, t) => sum + ms(t.tdur), 0),
    cpuTbtMs: tasks
      .filter((t) => t.ts >= paint)
      .reduce((sum, t) => sum + Math.max(0, ms(t.tdur) * cpuSlowdown - 50), 0),
  };
}
