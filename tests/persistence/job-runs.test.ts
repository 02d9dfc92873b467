import { randomBytes } from "node:crypto";
import { DataSource } from "typeorm";
import { AdvisoryJobLock } from "../../src/adapters/persistence/advisory-job-lock.js";
import { SqlJobRuns } from "../../src/adapters/persistence/job-runs.js";
import { LeaseJobLock } from "../../src/adapters/persistence/lease-job-lock.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { JobLock } from "../../src/modules/jobs/jobs.ports.js";
import { heldWork } from "../support/held-work.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";

// job_runs (decision 61) and the job lock the app chooses for this run's database (decision 36):
// an advisory lock on a connection of its own on a server, a lease row on the embedded one.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const warnings: unknown[] = [];
const logger = { info() {}, warn: (...args: unknown[]) => void warnings.push(args), error() {} };
const aJob = () => `test-job-${randomBytes(6).toString("hex")}`;

it("notes a job's last success in the database's time, moving it on at each run", async () => {
  const runs = new SqlJobRuns(app.application.database.dataSource, logger);
  const job = aJob();
  await runs.recordSuccess(job);
  await app.sql("UPDATE job_runs SET last_success_at = now() - interval '1 day' WHERE name = $1", [
    job,
  ]);
  await runs.recordSuccess(job);
  const [{ now }] = await app.sql<{ now: number }>(
    "SELECT extract(epoch FROM now())::float8 AS now",
  );
  const noted = (await runs.lastSuccesses()).filter((success) => success.job === job);
  expect(noted).toHaveLength(1);
  expect(noted[0]?.at).toBeGreaterThan(now - 600);
  expect(noted[0]?.at).toBeLessThanOrEqual(now + 1);
});

it("a success that cannot be noted is a warning, never a failed run", async () => {
  warnings.length = 0;
  // A data source that was never opened: every query fails, as during an outage.
  const unopened = new DataSource({ type: "postgres", url: "postgres://127.0.0.1:1/none" });
  await expect(new SqlJobRuns(unopened, logger).recordSuccess(aJob())).resolves.toBeUndefined();
  expect(warnings).toHaveLength(1);
});

describe("the app's job lock on this run's database", () => {
  const lock = () => app.application.container.get<JobLock>(TOKENS.JobLock);

  it("is the lock this database needs", () => {
    expect(lock()).toBeInstanceOf(
      app.application.database.kind === "server" ? AdvisoryJobLock : LeaseJobLock,
    );
  });

  it("lets exactly one of several runs started at once do the work", async () => {
    const job = aJob();
    const held = heldWork();
    let ran = 0;
    const runs = Array.from({ length: 5 }, () =>
      lock().runExclusive(job, () => {
        ran += 1;
        return held.work();
      }),
    );
    // Every loser has its answer while the winner still holds the job, then the winner ends.
    let settled = 0;
    const losersAnswered = new Promise<void>((resolve) => {
      for (const run of runs) {
        void run.then(() => {
          settled += 1;
          if (settled === runs.length - 1) resolve();
        });
      }
    });
    await held.running;
    await within("four runs to find the job taken", losersAnswered, 30_000);
    held.finish();
    const outcomes = await Promise.all(runs);
    expect(ran).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ran)).toEqual([{ ran: true, value: "done" }]);
    expect(outcomes.filter((outcome) => !outcome.ran)).toHaveLength(4);
  });

  it("notes a finished run in job_runs", async () => {
    const job = aJob();
    await lock().recordSuccess(job);
    const rows = await app.sql("SELECT name FROM job_runs WHERE name = $1", [job]);
    expect(rows).toEqual([{ name: job }]);
  });
});
