import {
  OLD_VIDEO_STATUSES,
  type OldVideoCounts,
  type OldVideoRegister,
  type OldVideoStatus,
} from "#modules/uploads/old-videos.ports.js";
import { claimWaitingName } from "../../persistence/claim-waiting-name.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, oneOf, rowParser } from "../../persistence/row-parser.js";

const statusRow = rowParser("old video", { status: oneOf(...OLD_VIDEO_STATUSES) });
const countRow = rowParser("old videos by status", {
  status: oneOf(...OLD_VIDEO_STATUSES),
  n: int,
});

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
    const rows: unknown[] = await this.db.manager.query(
      `SELECT status FROM old_videos WHERE name = $1`,
      [name],
    );
    return statusRow.first(rows)?.status ?? null;
  }

  async counts(): Promise<OldVideoCounts> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT status, count(*)::int AS n FROM old_videos GROUP BY status`,
    );
    const counts: OldVideoCounts = { waiting: 0, cleaned: 0, missing: 0, unreadable: 0 };
    for (const row of countRow.all(rows)) counts[row.status] = row.n;
    return counts;
  }
}
