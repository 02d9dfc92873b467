import { randomBytes } from "node:crypto";
import os from "node:os";
import { LeaseJobLock } from "../../src/adapters/persistence/lease-job-lock.js";
import { heldWork } from "../support/held-work.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

const silent = { info() {}, warn: jest.fn(), error() {} };
const me = `${os.hostname()} pid ${process.pid}`;
/** Every test its own job name: advisory keys are shared by everything on the server's database. */
const aJob = () => `test-job-${randomBytes(6).toString("hex")}`;

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
