import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux everywhere). */
const TICKS_PER_S = 100;

/** CPU a process (all its threads) has used so far, in ms: user and system. */
export function processCpuMs(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces and parentheses: the fields start after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 and 15 of stat(5), counted from 3 here (state is the first after the name).
  return {
    user: (Number(fields[11]) * 1000) / TICKS_PER_S,
    system: (Number(fields[12]) * 1000) / TICKS_PER_S,
  };
}

/** The summed CPU of several processes, skipping any that ended meanwhile. */
export function totalCpuMs(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const { user, system } = processCpuMs(pid);
      total += user + system;
    } catch {
      // gone
    }
  }
  return total;
}
