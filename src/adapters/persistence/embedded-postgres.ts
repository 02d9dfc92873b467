import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";
import { CATALOGUE_CHANNEL } from "./catalogue-channel.js";
import { acquireDataDirLock, type DataDirLock, type LockHolder } from "./data-dir-lock.js";
import { EmbeddedSessionQueue } from "./embedded-session-queue.js";

/** Where `pg` reaches a database on a Unix socket: `<host>/.s.PGSQL.<port>`. */
export interface SocketAddress {
  host: string;
  port: number;
}

export interface EmbeddedPostgres {
  address: SocketAddress;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;
/** A client that holds the one session while others wait, and says nothing this long, is ended. */
const OWNER_SILENCE_MS = 30_000;
/** At close, how long connected clients (a CLI command beside us) get to finish. */
const CLOSE_GRACE_MS = 10_000;

/** Whether DATA_DIR holds an embedded database (PostgreSQL writes PG_VERSION when it creates one). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "pg", "PG_VERSION"));
}

/**
 * Opens PGlite under DATA_DIR while holding its lock, and serves it on a Unix socket in the
 * lock's private directory (0700, the socket 0600): the process itself and operator commands
 * run beside it reach it with the ordinary `pg` driver, and no TCP port is opened.
 * See docs/decisions/0002-embedded-postgres.md and 0037-one-writer-per-data-dir.md.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  role: LockHolder["role"],
  onCatalogueChange: () => void = () => {},
): Promise<EmbeddedPostgres> {
  const lock = await acquireDataDirLock(dataDir);
  let db: PGlite | undefined;
  try {
    const pgDir = path.join(dataDir, "pg");
    fs.mkdirSync(pgDir, { recursive: true });
    db = await PGlite.create({
      dataDir: path.resolve(pgDir),
      extensions: { pg_trgm, btree_gin },
    }).catch((error: Error) => {
      throw new Error(`the embedded database in ${pgDir} could not be opened: ${error.message}`);
    });
    // Before any client connects: LISTEN inside a client's transaction would end with it. The one
    // session hears its own NOTIFYs, whoever sent them through the socket (decision 22): db.listen
    // hears those in PGlite's own calls, the socket's queue those in its clients' answers.
    await db.listen(CATALOGUE_CHANNEL, onCatalogueChange);
    const server = await serveOnSocket(db, lock, (channel) => {
      if (channel === CATALOGUE_CHANNEL) onCatalogueChange();
    });
    lock.announce({ role, socketDir: lock.runDir });
    const opened = db;
    return {
      address: { host: lock.runDir, port: SOCKET_PORT },
      async close() {
        await server.close();
        await opened.close();
        await lock.release();
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    await lock.release();
    throw error;
  }
}

async function serveOnSocket(
  db: PGlite,
  lock: DataDirLock,
  onNotification: (channel: string) => void,
) {
  const handlers = new Map<number, PGLiteSocketHandler>();
  const queue = new EmbeddedSessionQueue(
    db,
    OWNER_SILENCE_MS,
    (id) => {
      void handlers.get(id)?.detach(true);
    },
    onNotification,
  );
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as ConstructorParameters<
        typeof PGLiteSocketHandler
      >[0]["queryQueue"],
      closeOnDetach: true,
    });
    handlers.set(handler.handlerId, handler);
    const forget = () => handlers.delete(handler.handlerId);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    void handler.attach(socket);
  });
  const socketPath = path.join(lock.runDir, `.s.PGSQL.${SOCKET_PORT}`);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ path: socketPath, exclusive: true }, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Our own pool has closed by now; a command connected beside us may finish its work.
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (handlers.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all([...handlers.values()].map((handler) => handler.detach(true)));
      await closed;
    },
  };
}
