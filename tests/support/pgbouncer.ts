import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../bench/processes.js";

/** Debian's pgbouncer package (.ci/run installs it). */
const PGBOUNCER = process.env.PGBOUNCER_PATH || "/usr/sbin/pgbouncer";

export interface Pgbouncer {
  /** The pooler as a DATABASE_URL to the server's maintenance database; swap the path for another. */
  url: string;
  /** `SHOW …` on PgBouncer's admin console (SHOW CLIENTS, SHOW POOLS). */
  console(command: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the PostgreSQL server at serverUrl, as production
 * would put it (decision 59): every database of the server through one wildcard entry, so each
 * test file's own database works; every client logs in as serverUrl's user (auth_type any).
 * It listens on a free loopback port and no Unix socket; its config lives in a temporary
 * directory; it refuses to run as root, so as root it runs as nobody.
 */
export async function startPgbouncer(serverUrl: string): Promise<Pgbouncer> {
  const server = new URL(serverUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-pgbouncer-"));
  fs.chmodSync(dir, 0o755);
  const target = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username || "postgres")}`,
    ...(server.password ? [`password=${decodeURIComponent(server.password)}`] : []),
  ].join(" ");
  // Another process may take the free port before PgBouncer binds it: then try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const config = path.join(dir, "pgbouncer.ini");
    fs.writeFileSync(config, configText(target, port), { mode: 0o644 });
    const child = spawn(
      PGBOUNCER,
      [...(process.getuid?.() === 0 ? ["-u", "nobody"] : []), config],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    try {
      await listening(child, port);
    } catch (error) {
      if (attempt < 3) continue;
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const url = new URL(serverUrl);
    url.host = `127.0.0.1:${port}`;
    url.password = "";
    return {
      url: url.toString(),
      async console(command) {
        const { Client } = await import("pg");
        const admin = new Client({
          host: "127.0.0.1",
          port,
          user: "pgbouncer",
          database: "pgbouncer",
        });
        await admin.connect();
        try {
          // Without parameters pg sends the simple query protocol, the only one the console speaks.
          return (await admin.query(command)).rows;
        } finally {
          await admin.end();
        }
      },
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise((resolve) => child.once("exit", resolve));
          // SIGTERM: immediate shutdown (SIGINT would wait for every client to leave).
          child.kill("SIGTERM");
          await exited;
        }
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

function configText(target: string, port: number): string {
  return `[databases]
* = ${target}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
admin_users = pgbouncer
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
; A per-test database that is not there yet must not cost a 15 s pause.
server_login_retry = 1
log_connections = 0
log_disconnections = 0
`;
}

/** Resolves once PgBouncer says it listens on port; rejects with its output if it exits first. */
function listening(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`listening on 127.0.0.1:${port}`)) {
        child.stderr?.off("data", onData);
        // Keep reading: a full pipe would block PgBouncer's logging.
        child.stderr?.resume();
        child.off("exit", onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`pgbouncer exited with ${code} before listening:\n${output}`));
    child.stderr?.on("data", onData);
    child.once("exit", onExit);
    child.once("error", reject);
  });
}
