import os from "node:os";

/** Who runs a job, as the run that finds it held is told: host and process id. */
export function jobHolder(): string {
  return `${os.hostname()} pid ${process.pid}`;
}

/** A database time as the holder's "since", to the second. */
export function since(at: Date | string): string {
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z");
}
