import { randomBytes } from "node:crypto";
import os from "node:os";
import { Client } from "pg";
import { DataSource } from "typeorm";
import { AdvisoryJobLock, advisoryKey } from "../../src/adapters/persistence/advisory-job-lock.js";
import { LeaseJobLock } from "../../src/adapters/persistence/lease-job-lock.js";
import { postgresServerUrl } from "../support/postgres-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

const silent = { info() {}, warn: jest.fn(), error() {} };
const me = `${os.hostname()} pid ${process.pid}`;
/** Every test its own job name: advisory keys are shared by everything on the server's database. */
const aJob = () => `test-job-${randomBytes(6).toString("hex")}`;

/** A job's work that runs until the test lets it finish. */
function heldWork() {
  let finish: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const work = () =>
    new Promise<string>((resolve) => {
      started();
      finish = () => resolve("done");
    });
  return { work, running, finish: () => finish() };
}

describe("the lease job lock (the embedded database's), on this run's database", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const lock = (timing?: { heartbeatMs: number; staleAfterMs: number }) =>
    new LeaseJobLock(app.application.database.dataSource, silent, timing);
  const leases = () =>
    app.sql<{ name: string; holder: string }>("SELECT name, holder FROM job_leases");

  it("refuses a second run while the first holds the job, naming it; lets it in after", async () => {
    const job = aJob();
    const first = heldWork();
    const firstRun = lock().runExclusive(job, first.work);
    await first.running;
    expect(await leases()).toEqual([{ name: job, holder: me }]);

    const second = await lock().runExclusive(job, async () => "should not run");
    expect(second).toEqual({ ran: false, holder: expect.stringMatching(`^${me} since 20`) });

    first.finish();
    expect(await firstRun).toEqual({ ran: true, value: "done" });
    expect(await leases()).toEqual([]);
    expect(await lock().runExclusive(job, async () => 42)).toEqual({ ran: true, value: 42 });
  });

  it("frees the job when the work fails", async () => {
    const job = aJob();
    await expect(
      lock().runExclusive(job, async () => {
        throw new Error("feed down");
      }),
    ).rejects.toThrow("feed down");
    expect(await leases()).toEqual([]);
  });

  it("takes over a stale lease; the old run's end does not free the new run's lease", async () => {
    const job = aJob();
    const crashed = heldWork();
    const crashedRun = lock().runExclusive(job, crashed.work);
    await crashed.running;
    // Silent for longer than the bound, as a run whose process died would be.
    await app.sql(
      "UPDATE job_leases SET heartbeat_at = now() - interval '3 minutes' WHERE name = $1",
      [job],
    );
    const taker = heldWork();
    const takerRun = lock().runExclusive(job, taker.work);
    await taker.running;

    crashed.finish();
    await crashedRun;
    expect(await leases()).toHaveLength(1);
    expect((await lock().runExclusive(job, async () => 1)).ran).toBe(false);
    taker.finish();
    expect(await takerRun).toEqual({ ran: true, value: "done" });
    expect(await leases()).toEqual([]);
  });

  it("renews its heartbeat while the job runs, so a long run is never taken for stale", async () => {
    const job = aJob();
    const timing = { heartbeatMs: 100, staleAfterMs: 400 };
    const long = heldWork();
    const longRun = lock(timing).runExclusive(job, long.work);
    await long.running;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await lock(timing).runExclusive(job, async () => 1)).ran).toBe(false);
    const [row] = await app.sql<{ renewed: boolean }>(
      "SELECT heartbeat_at > acquired_at + interval '500 ms' AS renewed FROM job_leases WHERE name = $1",
      [job],
    );
    expect(row?.renewed).toBe(true);
    long.finish();
    await longRun;
  });
});

describe("the advisory job lock, on a PostgreSQL server", () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = new DataSource({ type: "postgres", url: postgresServerUrl(), extra: { max: 4 } });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
  });
  const lock = () => new AdvisoryJobLock(dataSource, silent);

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

  it("frees the job when the work fails, and pools its connection under its own name again", async () => {
    const job = aJob();
    await expect(
      lock().runExclusive(job, async () => {
        throw new Error("SMTP down");
      }),
    ).rejects.toThrow("SMTP down");
    expect((await lock().runExclusive(job, async () => 1)).ran).toBe(true);
    const names = await dataSource.query<{ name: string }[]>(
      "SELECT application_name AS name FROM pg_stat_activity WHERE application_name LIKE 'ofie job %'",
    );
    expect(names.filter((n) => n.name.includes(me))).toEqual([]);
  });

  it("is held by a session: another client's lock excludes, and dies with its connection", async () => {
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
