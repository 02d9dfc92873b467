// The production servers a test process keeps between test files (shared-built-server.ts), and
// their end with the process. Loaded by Node's own require once per process: by the page tests'
// environment under jest's runner (worker-server-environment.cjs) and by the setup of the light
// runner's processes (light/worker-globals.mjs). A process killed outright never runs this: the
// reaper started beside each server (worker-server-reaper.cjs) covers that, and drops the
// server's database in every case.

/** @type {Map<string, { pid: number }>} */
const servers = new Map();

process.once("exit", () => {
  for (const { pid } of servers.values()) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
});

module.exports = { servers };
