// On the PostgreSQL server whichever database this run is on: the app takes this lock only
// there, and the embedded run's lease lock is in job-lock-adapters.test.ts. In the server run the
// lock goes through its PgBouncer in transaction mode, where a session lock would be taken on one
// server connection and sought on another.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { Client } from "pg";
import { DataSource } from "typeorm";
import { AdvisoryJobLock, advisoryKey } from "../../src/adapters/persistence/advisory-job-lock.js";
import { openOwnConnection } from "../../src/adapters/persistence/own-connection.js";
import { heldWork } from "../support/held-work.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { appDatabaseEnv } from "../support/test-pooler.js";

const silent = { info() {}, warn: jest.fn(), error() {} };
const me = `${os.hostname()} pid ${process.pid}`;
/** Every test its own job name: advisory keys are shared by everything on the server's database. */
const aJob = () => `test-job-${randomBytes(6).toString("hex")}`;

describe("the advisory job lock, on a PostgreSQL server", () => {
  const { DATABASE_URL: url } = appDatabaseEnv(postgresServerUrl());
  /** The server itself, to watch what the lock leaves there. */
  let direct: Client;
  beforeAll(async () => {
    direct = new Client({ connectionString: postgresServerUrl() });
    await direct.connect();
  });
  afterAll(async () => {
    await direct.end();
  });
  // Where a finished run would be noted (job_runs); these tests never ask it to.
  const pool = new DataSource({ type: "postgres", url });
  const lock = () => new AdvisoryJobLock(() => openOwnConnection(url), pool, silent);

  it("refuses a second run while the first holds the job, naming it; lets it in after", async () => {
    const job = aJob();
    const first = heldWork();
    const firstRun = lock().runExclusive(job, first.work);
    await first.running;

    const second = await lock().runExclusive(job, async () => "should not run");
    expect(second).toEqual({ ran: false, holder: expect.stringMatching(`^${me} since 20`) });

    first.finish();
    expect(await firstRun).toEqual({ ran: true, value: "done" });
    expect(await lock().runExclusive(job, async () => 42)).toEqual({ ran: true, value: 42 });
  });

  it("frees the job when the work fails, and leaves no connection under its name", async () => {
    const job = aJob();
    await expect(
      lock().runExclusive(job, async () => {
        throw new Error("SMTP down");
      }),
    ).rejects.toThrow("SMTP down");
    expect((await lock().runExclusive(job, async () => 1)).ran).toBe(true);
    const { rows: names } = await direct.query<{ name: string }>(
      "SELECT application_name AS name FROM pg_stat_activity WHERE application_name LIKE 'ofie job %'",
    );
    expect(names.filter((n) => n.name.includes(me))).toEqual([]);
  });

  it("is excluded by another client's lock on the key, until that client's connection ends", async () => {
    const job = aJob();
    const other = new Client({ connectionString: postgresServerUrl() });
    await other.connect();
    const { rows } = await other.query<{ pid: number }>(
      "SELECT pg_backend_pid() AS pid, pg_advisory_lock($1::bigint)",
      [advisoryKey(job).key],
    );
    expect(await lock().runExclusive(job, async () => 1)).toEqual({
      ran: false,
      holder: expect.stringMatching(`^PostgreSQL backend pid ${rows[0]?.pid}`),
    });
    await other.end(); // a crashed process: its session ends, and its lock with it
    expect(await lock().runExclusive(job, async () => 2)).toEqual({ ran: true, value: 2 });
  });
});
