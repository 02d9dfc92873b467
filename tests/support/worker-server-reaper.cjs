// Cleans up after a jest worker's shared production server (shared-built-server.ts)
// once the worker is gone, however it went: its standard input is a pipe from the worker, which
// the system closes when the worker exits, is killed by jest, or crashes. A worker has no
// end-of-worker hook where this could be awaited, and its 'exit' handler can neither wait for
// the server to stop nor drop a database.
//
// Told by its environment (not argv, which any user's `ps` shows, password and all): the server's
// pid, the PostgreSQL server's URL (direct, not PgBouncer), the database's name, and the paths to
// remove (the server's DATA_DIR and log) as a JSON array.
const fs = require("node:fs");
const { Client } = require("pg");

const pid = Number(process.env.OFIE_REAP_PID);
const serverUrl = process.env.OFIE_REAP_SERVER_URL;
const database = process.env.OFIE_REAP_DATABASE ?? "";
const paths = JSON.parse(process.env.OFIE_REAP_PATHS ?? "[]");

process.stdin.resume();
process.stdin.once("close", () => void reap());
process.stdin.once("end", () => void reap());

let reaping = false;
async function reap() {
  if (reaping) return;
  reaping = true;
  await stopServer();
  try {
    if (/^[a-z0-9_]+$/.test(database)) {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    }
  } catch {
    // Nobody is left to tell: the server may be down too.
  }
  for (const target of paths) fs.rmSync(target, { recursive: true, force: true });
  process.exit(0);
}

function alive() {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM lets it close its database connections; 20 s later it is killed. */
async function stopServer() {
  if (!pid || !alive()) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 20_000;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, "SIGKILL");
}
