import pg from "pg";
import type { DataSource } from "typeorm";

/**
 * A connection of the test's own to the database `dataSource` uses, as another process would
 * open one: the embedded database's socket (an operator command beside the server), or the
 * server's URL as the app has it (through the run's PgBouncer, when there is one).
 */
export async function connectBeside(dataSource: DataSource): Promise<pg.Client> {
  const options = dataSource.options as { url?: string; host?: string; port?: number };
  const client = new pg.Client(
    options.url
      ? { connectionString: options.url }
      : { host: options.host, port: options.port, user: "postgres", database: "postgres" },
  );
  // A test that ends a connection on purpose must not have its error event end the worker.
  client.on("error", () => {});
  await client.connect();
  return client;
}
