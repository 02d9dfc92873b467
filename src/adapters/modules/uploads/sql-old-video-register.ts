import type {
  OldVideoCounts,
  OldVideoRegister,
  OldVideoStatus,
} from "#modules/uploads/old-videos.ports.js";
import { claimWaitingName } from "../../persistence/claim-waiting-name.js";
import type { DbContext } from "../../persistence/db-context.js";

/** The videos of migration 1765450000000, claimed with a lease as the photo queue's rows are. */
export class SqlOldVideoRegister implements OldVideoRegister {
  constructor(private readonly db: DbContext) {}

  claimNext(leaseMs: number): Promise<string | null> {
    return claimWaitingName(this.db, "old_videos", leaseMs);
  }

  async settle(
    name: string,
    status: Exclude<OldVideoStatus, "waiting">,
    problem?: string,
  ): Promise<void> {
    await this.db.manager.query(
      `UPDATE old_videos SET status = $2, problem = $3, decided_at = now()
        WHERE name = $1 AND status = 'waiting'`,
      [name, status, problem ?? null],
    );
  }

  async statusOf(name: string): Promise<OldVideoStatus | null> {
    const [row] = await this.db.manager.query(`SELECT status FROM old_videos WHERE name = $1`, [
      name,
    ]);
    return row ? (String(row.status) as OldVideoStatus) : null;
  }

  async counts(): Promise<OldVideoCounts> {
    const rows: { status: OldVideoStatus; n: number }[] = await this.db.manager.query(
      `SELECT status, count(*)::int AS n FROM old_videos GROUP BY status`,
    );
    const counts: OldVideoCounts = { waiting: 0, cleaned: 0, missing: 0, unreadable: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }
}
