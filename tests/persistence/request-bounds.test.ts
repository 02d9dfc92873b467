import pg from "pg";
import { freePort } from "../../bench/processes.js";
import {
  BoundedClient,
  type BoundedClientConfig,
} from "../../src/adapters/persistence/bounded-client.js";
import {
  type Database,
  openDatabase,
  REQUEST_BOUNDS,
} from "../../src/adapters/persistence/database.js";
import { isDatabaseUnavailable } from "../../src/adapters/persistence/database-unavailable.js";
import { openOwnConnection } from "../../src/adapters/persistence/own-connection.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { within } from "../support/until.js";

// Bounded request work (decisions 28, 37 and 59) on whichever database this run has. On a server
// a statement past the bound is cancelled there and the request answers 503. The embedded PGlite
// runs in this process's own thread and ignores a CancelRequest: its requests queue and are
// never cut short, so it gets no bound at all.

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ template: "migrated" });
  database = await openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    listenUrl: testDatabase.listenUrl,
    dataDir: testDatabase.dataDir,
    requestBounds: true,
  });
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.dispose();
});

const onServer = () => database.kind === "server";

/** A client of our own with the request bounds given, on this run's database. */
async function boundedClient(bounds: { statementTimeoutMs: number; readTimeoutMs: number }) {
  const options = database.dataSource.options as { url?: string; host?: string; port?: number };
  const config: BoundedClientConfig = {
    ...(options.url
      ? { connectionString: options.url }
      : { host: options.host, port: options.port, user: "postgres", database: "postgres" }),
    statementTimeoutMs: bounds.statementTimeoutMs,
    query_timeout: bounds.readTimeoutMs,
  };
  const client = new BoundedClient(config);
  client.on("error", () => {});
  await client.connect();
  return client;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error & { code?: string },
  );

it("a request's statement past the bound is cancelled on a server and taken for an unavailable database; the pool goes on", async () => {
  const pool = (database.dataSource.driver as unknown as { master: { options: pg.PoolConfig } })
    .master.options as pg.PoolConfig & { statementTimeoutMs?: number };
  if (!onServer()) {
    // One connection that every request queues for: nothing there is ever cut short.
    expect(pool.statementTimeoutMs).toBeUndefined();
    expect(pool.query_timeout).toBeUndefined();
    return;
  }
  expect(pool).toMatchObject({
    Client: BoundedClient,
    statementTimeoutMs: REQUEST_BOUNDS.statementTimeoutMs,
    query_timeout: REQUEST_BOUNDS.readTimeoutMs,
  });
  // Far past the 4 s bound: if it is not cancelled, the statement's own end fails the test.
  const error = await within(
    "the request bound to cancel a 60 s statement",
    failureOf(database.dataSource.query("SELECT pg_sleep(60)")),
    40_000,
  );
  expect(error).toMatchObject({ driverError: { code: "57014" } });
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(await database.dataSource.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
});

it("a statement past a client's own bound: the server cancels it and the connection stays usable; the embedded database runs it to its end", async () => {
  const client = await boundedClient({ statementTimeoutMs: 200, readTimeoutMs: 60_000 });
  try {
    if (onServer()) {
      const error = await within(
        "a 200 ms bound to cancel a 30 s statement",
        failureOf(client.query("SELECT pg_sleep(30)")),
        25_000,
      );
      expect(error).toMatchObject({ code: "57014" });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } else {
      // PGlite ignores the CancelRequest (pglite-socket drops it) and its sleep holds this very
      // thread, so not even the bound's timer runs until the statement ends.
      expect((await client.query("SELECT pg_sleep(0.5), 'finished' AS outcome")).rows).toEqual([
        { pg_sleep: "", outcome: "finished" },
      ]);
    }
    expect((await client.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  } finally {
    await client.end().catch(() => {});
  }
});

it("a connection that answers nothing within the read bound is dropped and taken for an unavailable database", async () => {
  const client = await boundedClient({ statementTimeoutMs: 60_000, readTimeoutMs: 200 });
  const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
  try {
    const error = await within(
      "the read bound to fail a 1 s statement",
      failureOf(client.query("SELECT pg_sleep(1)")),
      25_000,
    );
    expect(error?.message).toBe("Query read timeout");
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Dropped, not handed back to a pool with a statement still running on it.
    await within("the connection to end after its read timeout", ended, 10_000);
    expect(await failureOf(client.query("SELECT 1"))).toBeInstanceOf(Error);
  } finally {
    await client.end().catch(() => {});
  }
});

it("tells a refused query from an unreachable database", async () => {
  await database.dataSource.query(
    "INSERT INTO agents (name, email) VALUES ('Efua', 'efua@example.com')",
  );
  const duplicate = await failureOf(
    database.dataSource.query(
      "INSERT INTO agents (name, email) VALUES ('Efua', 'EFUA@example.com')",
    ),
  );
  expect(duplicate).toMatchObject({ driverError: { code: "23505" } });
  expect(isDatabaseUnavailable(duplicate)).toBe(false);
  const syntax = await failureOf(database.dataSource.query("SELEC 1"));
  expect(syntax).toMatchObject({ driverError: { code: "42601" } });
  expect(isDatabaseUnavailable(syntax)).toBe(false);

  // Nothing listens there: a server that is down.
  const refused = await failureOf(
    openOwnConnection(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`),
  );
  expect(refused).toMatchObject({ code: "ECONNREFUSED" });
  expect(isDatabaseUnavailable(refused)).toBe(true);
});
