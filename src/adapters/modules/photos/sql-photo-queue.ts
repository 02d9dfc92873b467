import type { PhotoQueue } from "#modules/photos/photos.ports.js";
import type { PendingPhoto, PhotoLook } from "#modules/photos/photos.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, rowParser, text } from "../../persistence/row-parser.js";

const claimedRow = rowParser("claimed photo", {
  key: text,
  originalName: text,
  width: int,
  attempts: int,
});
const colourRow = rowParser("waiting photo's colour", { colour: text });
const countRow = rowParser("count", { n: int });

/**
 * The photos table as the pipeline's queue (decision 50). `add` joins the use case's transaction
 * and nudges this process's worker once it commits; the worker's statements each run on their
 * own, like the mail relay's: a claim commits before the (slow) sizes are made.
 */
export class SqlPhotoQueue implements PhotoQueue {
  constructor(
    private readonly db: DbContext,
    private readonly nudge: () => void,
  ) {}

  async add(photo: { key: string; originalName: string; look: PhotoLook }): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO photos (key, original_name, width, height, colour) VALUES ($1, $2, $3, $4, $5)`,
      [photo.key, photo.originalName, photo.look.width, photo.look.height, photo.look.colour],
    );
    this.db.afterCommit(this.nudge);
  }

  async claimNext(leaseMs: number): Promise<PendingPhoto | null> {
    // SKIP LOCKED: a photo another worker is claiming right now is left to it; the lease
    // (next_attempt_at moved forward) keeps it off every worker once that claim commits.
    // A final SELECT, as TypeORM answers a bare UPDATE … RETURNING with [rows, count].
    const rows: unknown[] = await this.db.dataSource.query(
      `WITH claimed AS (
         UPDATE photos p
            SET attempts = p.attempts + 1,
                next_attempt_at = now() + $1::float8 * interval '1 millisecond'
          WHERE p.key = (
            SELECT key FROM photos
             WHERE status = 'waiting' AND next_attempt_at <= now()
             ORDER BY next_attempt_at
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
         RETURNING p.key, p.original_name AS "originalName", p.width, p.attempts
       )
       SELECT * FROM claimed`,
      [leaseMs],
    );
    return claimedRow.first(rows);
  }

  async markReady(key: string): Promise<void> {
    await this.db.dataSource.query(
      `UPDATE photos SET status = 'ready', ready_at = now(), last_error = NULL WHERE key = $1`,
      [key],
    );
  }

  async markFailed(key: string, reason: string): Promise<void> {
    await this.db.dataSource.query(
      `UPDATE photos SET status = 'failed', last_error = $2 WHERE key = $1`,
      [key, reason.slice(0, 1000)],
    );
  }

  async retryLater(key: string, delayMs: number, reason: string): Promise<void> {
    await this.db.dataSource.query(
      `UPDATE photos
          SET next_attempt_at = now() + $2::float8 * interval '1 millisecond', last_error = $3
        WHERE key = $1`,
      [key, delayMs, reason.slice(0, 1000)],
    );
  }

  async waitingColour(key: string): Promise<string | null> {
    const rows: unknown[] = await this.db.dataSource.query(
      `SELECT colour FROM photos WHERE key = $1 AND status = 'waiting'`,
      [key],
    );
    return colourRow.first(rows)?.colour ?? null;
  }

  async countWaiting(): Promise<number> {
    const rows: unknown[] = await this.db.dataSource.query(
      `SELECT count(*)::int AS n FROM photos WHERE status = 'waiting'`,
    );
    return countRow.first(rows)?.n ?? 0;
  }
}
