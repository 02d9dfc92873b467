/** The jobs module's public surface: what code outside it may import (decision 97). */
export { JobHeldError } from "./jobs.errors.js";
export type { JobLock, JobRun } from "./jobs.ports.js";
export { runOnce } from "./run-once.js";
