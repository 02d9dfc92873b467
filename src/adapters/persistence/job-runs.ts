import type { DataSource } from "typeorm";
import type { Logger } from "../../shared/ports.js";
import { float, rowParser, text } from "./row-parser.js";

const successRow = rowParser("job success", { name: text, at: float });

/** A job's last successful run, in seconds since the epoch as Prometheus counts time. */
export interface JobSuccess {
  job: string;
  at: number;
}

/**
 * job_runs (decision 61): both job locks note a finished run here, and /metrics reads it. Times
 * are the database's, like the leases', so machines' clocks never disagree about them.
 */
export class SqlJobRuns {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  async recordSuccess(job: string): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO job_runs (name, last_success_at) VALUES ($1, now())
         ON CONFLICT (name) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`,
        [job],
      );
    } catch (error) {
      // The run's work is done and must not be reported failed: only the metric is late.
      this.logger.warn({ job, err: error }, "job runs: could not note the success");
    }
  }

  async lastSuccesses(): Promise<JobSuccess[]> {
    const rows: unknown[] = await this.dataSource.query(
      "SELECT name, extract(epoch FROM last_success_at)::float8 AS at FROM job_runs",
    );
    return successRow.all(rows).map((row) => ({ job: row.name, at: row.at }));
  }
}
