import type {
  OldUploadCounts,
  OldUploadRegister,
  OldUploadState,
} from "#modules/photos/photos.ports.js";
import { claimWaitingName } from "../../persistence/claim-waiting-name.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, oneOf, rowParser, text } from "../../persistence/row-parser.js";

const STATUSES = ["waiting", "adopted", "missing", "unreadable"] as const;
const nameRow = rowParser("old upload", { name: text });
const stateRow = rowParser("old upload's state", { status: oneOf(...STATUSES) });
/** An adopted upload's row has the URL it moved to. */
const adoptedRow = rowParser("adopted old upload", { newUrl: text });
const statusCountRow = rowParser("old uploads by status", { status: oneOf(...STATUSES), n: int });

/**
 * Every column that holds an upload's URL (a listing's, a submission's or held photo change's,
 * a hostel's, an agent's, an application's, an article's, an account's, and the photo hashes that
 * name them): an old upload's move rewrites them all, and `doctor` looks in them all.
 */
export const UPLOAD_URL_COLUMNS: ReadonlyArray<{ table: string; column: string; array: boolean }> =
  [
    { table: "properties", column: "images", array: true },
    { table: "listing_submissions", column: "images", array: true },
    { table: "student_hostels", column: "images", array: true },
    { table: "agents", column: "profile_image", array: false },
    { table: "agent_registrations", column: "profile_image", array: false },
    { table: "blog_posts", column: "featured_image", array: false },
    { table: "users", column: "profile_image_url", array: false },
    { table: "image_hashes", column: "image_url", array: false },
    { table: "listing_photo_matches", column: "image_url", array: false },
    { table: "listing_photo_matches", column: "matched_image_url", array: false },
  ];

/** The old uploads of decision 73, claimed with a lease as the photo queue's rows are. */
export class SqlOldUploadRegister implements OldUploadRegister {
  constructor(private readonly db: DbContext) {}

  claimNext(leaseMs: number): Promise<string | null> {
    return claimWaitingName(this.db, "old_uploads", leaseMs);
  }

  async adopt(name: string, photoKey: string, newUrl: string): Promise<boolean> {
    const adopted: unknown[] = await this.db.manager.query(
      `WITH adopted AS (
         UPDATE old_uploads
            SET status = 'adopted', photo_key = $2, new_url = $3, decided_at = now()
          WHERE name = $1 AND status = 'waiting'
         RETURNING name
       )
       SELECT * FROM adopted`,
      [name, photoKey, newUrl],
    );
    if (!nameRow.first(adopted)) return false;
    const oldUrl = `/uploads/${name}`;
    for (const { table, column, array } of UPLOAD_URL_COLUMNS) {
      await this.db.manager.query(
        array
          ? `UPDATE ${table} SET ${column} = array_replace(${column}, $1, $2) WHERE $1 = ANY(${column})`
          : `UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`,
        [oldUrl, newUrl],
      );
    }
    return true;
  }

  async markLost(name: string, status: "missing" | "unreadable", problem: string): Promise<void> {
    await this.db.manager.query(
      `UPDATE old_uploads SET status = $2, problem = $3, decided_at = now()
        WHERE name = $1 AND status = 'waiting'`,
      [name, status, problem],
    );
  }

  async notRemoved(): Promise<string[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT name FROM old_uploads WHERE status = 'adopted' AND NOT file_removed ORDER BY name`,
    );
    return nameRow.all(rows).map((row) => row.name);
  }

  async markRemoved(name: string): Promise<void> {
    await this.db.manager.query(`UPDATE old_uploads SET file_removed = true WHERE name = $1`, [
      name,
    ]);
  }

  async stateOf(name: string): Promise<OldUploadState | null> {
    const [row]: unknown[] = await this.db.manager.query(
      `SELECT status, new_url AS "newUrl" FROM old_uploads WHERE name = $1`,
      [name],
    );
    if (row === undefined) return null;
    const { status } = stateRow(row);
    if (status === "adopted") return { status, newUrl: adoptedRow(row).newUrl };
    return { status };
  }

  async counts(): Promise<OldUploadCounts> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT status, count(*)::int AS n FROM old_uploads GROUP BY status`,
    );
    const counts: OldUploadCounts = { waiting: 0, adopted: 0, missing: 0, unreadable: 0 };
    for (const row of statusCountRow.all(rows)) counts[row.status] = row.n;
    return counts;
  }
}
