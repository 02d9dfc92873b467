import pg from "pg";

/** As the pool's connect bound (POOL_LIMITS, decision 28): an unreachable server fails fast. */
const CONNECT_TIMEOUT_MS = 1500;

/**
 * A connection of its own, outside the pool and its request bounds, for a lock held over a whole
 * job or migration run (decision 59): the lock lives in a transaction on it, which a transaction
 * pooler keeps on one server connection until it ends. Outside the pool, it cannot wait behind
 * the work it guards, whatever DATABASE_POOL_SIZE is.
 */
export async function openOwnConnection(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A connection lost while idle fails its next query; without a listener its error event would
  // end the process.
  client.on("error", () => {});
  await client.connect();
  return client;
}
