import { mainThreadCpu } from "../../../bench/lighthouse/main-thread-cpu.js";

const thread = (pid: number, tid: number, name: string) => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number) => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe("mainThreadCpu", () => {
  it("counts the busiest renderer's tasks in CPU time, blocking only after first paint", () => {
    const events = [
      thread(1, 1, "CrRendererMain"),
      thread(2, 1, "CrRendererMain"),
      thread(1, 2, "Compositor"),
      // Before first paint: counted in the totals, not in the blocking time.
      task(1, 1, 1_000, 120, 30),
      { name: "firstContentfulPaint", ph: "I", pid: 1, tid: 1, ts: 2_000 },
      // A task that waited for a core: 200 ms on the clock, 20 ms of CPU (80 ms at 4×: 30 blocking).
      task(1, 1, 3_000, 200, 20),
      // 10 ms of CPU is 40 ms at 4×: not blocking.
      task(1, 1, 4_000, 60, 10),
      task(1, 2, 5_000, 500, 500),
      task(2, 1, 5_000, 300, 300),
    ];

    expect(mainThreadCpu(events, 4)).toEqual({ wallMs: 380, cpuMs: 60, cpuTbtMs: 30 });
  });

  it("answers zeros for a trace without a renderer", () => {
    expect(mainThreadCpu([], 4)).toEqual({ wallMs: 0, cpuMs: 0, cpuTbtMs: 0 });
  });
});
