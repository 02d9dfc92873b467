import type { ListingManager } from "#modules/listings/index.js";
import {
  type NewViewing,
  type ReminderWindow,
  VIEWING_STATUSES,
  type ViewingChange,
  type ViewingListing,
  type ViewingRecord,
  type ViewingRepository,
} from "#modules/viewings/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  float,
  int,
  nullable,
  numeric,
  oneOf,
  returnedRows,
  rowParser,
  text,
  timestamp,
  timestampArray,
} from "../../persistence/row-parser.js";

const SIDES = ["visitor", "lister"] as const;

/**
 * Whom the lister's mails go to, as an ask's (decision 101): the agent, else the contact the
 * owner's submission gave, else the owner's account. `p` the listing, `a` its agent, `o` its owner.
 */
const LISTER = `
  COALESCE(NULLIF(a.email, ''), NULLIF(p.owner_email, ''), o.email) AS "listerEmail",
  CASE WHEN NULLIF(a.email, '') IS NOT NULL THEN a.name
       WHEN NULLIF(p.owner_email, '') IS NOT NULL THEN p.owner_name
       ELSE NULLIF(trim(concat_ws(' ', o.first_name, o.last_name)), '') END AS "listerName"`;

const listingRow = rowParser("viewing's listing", {
  id: int,
  title: text,
  status: text,
  ownerId: nullable(int),
  agentId: nullable(int),
  unconfirmedFrom: nullable(timestamp),
  listerEmail: nullable(text),
  listerName: nullable(text),
});

const viewingRow = rowParser("viewing", {
  id: int,
  propertyId: int,
  visitorId: int,
  phone: text,
  note: text,
  status: oneOf(...VIEWING_STATUSES),
  times: timestampArray,
  awaiting: nullable(oneOf(...SIDES)),
  startsAt: nullable(timestamp),
  reason: nullable(text),
  closedBy: nullable(oneOf(...SIDES)),
  noShowOf: nullable(oneOf(...SIDES)),
  requestedAt: timestamp,
  firstAnsweredAt: nullable(timestamp),
  confirmedAt: nullable(timestamp),
  title: text,
  ownerId: nullable(int),
  agentId: nullable(int),
  location: text,
  city: text,
  digitalAddress: nullable(text),
  viewingFee: nullable(numeric),
  latitude: nullable(float),
  longitude: nullable(float),
  visitorEmail: text,
  visitorName: nullable(text),
  listerEmail: nullable(text),
  listerName: nullable(text),
});
const idRow = rowParser("viewing id", { id: int });
const countRow = rowParser("open viewings", { n: int });

/** A viewing with its listing (as it is now), its visitor and its lister: `v` is the viewing. */
const SELECT = `
  SELECT v.id, v.property_id AS "propertyId", v.visitor_id AS "visitorId", v.phone, v.note,
         v.status, v.times, v.awaiting, v.starts_at AS "startsAt", v.reason,
         v.closed_by AS "closedBy", v.no_show_of AS "noShowOf", v.requested_at AS "requestedAt",
         v.first_answered_at AS "firstAnsweredAt", v.confirmed_at AS "confirmedAt",
         p.title, p.owner_id AS "ownerId", p.agent_id AS "agentId", p.location, p.city,
         p.digital_address AS "digitalAddress", p.viewing_fee AS "viewingFee", p.latitude,
         p.longitude, u.email AS "visitorEmail", u.first_name AS "visitorName", ${LISTER}
    FROM viewings v
    JOIN properties p ON p.id = v.property_id
    JOIN users u ON u.id = v.visitor_id
    LEFT JOIN agents a ON a.id = p.agent_id
    LEFT JOIN users o ON o.id = p.owner_id`;

const OPEN = `v.status IN ('requested', 'proposed', 'confirmed')`;
const NEWEST = "ORDER BY v.requested_at DESC, v.id DESC";

function recordOf(row: ReturnType<typeof viewingRow>): ViewingRecord {
  return {
    id: row.id,
    propertyId: row.propertyId,
    visitorId: row.visitorId,
    phone: row.phone,
    note: row.note,
    status: row.status,
    times: row.times,
    awaiting: row.awaiting,
    startsAt: row.startsAt,
    reason: row.reason,
    closedBy: row.closedBy,
    noShowOf: row.noShowOf,
    requestedAt: row.requestedAt,
    firstAnsweredAt: row.firstAnsweredAt,
    confirmedAt: row.confirmedAt,
    listing: {
      title: row.title,
      ownerId: row.ownerId,
      agentId: row.agentId,
      location: row.location,
      city: row.city,
      digitalAddress: row.digitalAddress,
      viewingFee: row.viewingFee,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    visitor: { email: row.visitorEmail, firstName: row.visitorName },
    lister: { email: row.listerEmail, name: row.listerName },
  };
}

/** The reminder's column and its due viewings' conditions ($1 after, $2 until, $3 quiet hours). */
const REMINDER_COLUMN = { day: "day_reminder_at", hour: "hour_reminder_at" } as const;
const dueWhere = (window: ReminderWindow) => `
  v.status = 'confirmed' AND v.starts_at > $1 AND v.starts_at <= $2
  AND v.${REMINDER_COLUMN[window.kind]} IS NULL
  AND v.confirmed_at < v.starts_at - $3 * interval '1 hour'`;

const isoList = (times: Date[]) => times.map((time) => time.toISOString());

/**
 * Viewings in written SQL (decision 95): every read joins the listing and both sides, the
 * listing's lock and the visitor's are explicit, and the reminder's mark is a conditional update.
 */
export class TypeOrmViewingRepository implements ViewingRepository {
  constructor(private readonly db: DbContext) {}

  private async records(where: string, params: unknown[], tail = ""): Promise<ViewingRecord[]> {
    const rows: unknown[] = await this.db.manager.query(`${SELECT} WHERE ${where} ${tail}`, params);
    return viewingRow.all(rows).map(recordOf);
  }

  async lockListing(propertyId: number): Promise<ViewingListing | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT p.id, p.title, p.status, p.owner_id AS "ownerId", p.agent_id AS "agentId",
              p.unconfirmed_from AS "unconfirmedFrom", ${LISTER}
         FROM properties p
         LEFT JOIN agents a ON a.id = p.agent_id
         LEFT JOIN users o ON o.id = p.owner_id
        WHERE p.id = $1 AND p.published
        FOR UPDATE OF p`,
      [propertyId],
    );
    const row = listingRow.first(rows);
    if (!row) return null;
    const { listerEmail, listerName, ...listing } = row;
    return { ...listing, lister: { email: listerEmail, name: listerName } };
  }

  async countOpenOf(visitorId: number): Promise<number> {
    // NO KEY UPDATE: another request of this account waits here; rows that merely reference the
    // account (a favourite, this viewing's own insert) do not.
    await this.db.manager.query("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE", [
      visitorId,
    ]);
    const rows: unknown[] = await this.db.manager.query(
      `SELECT count(*)::int AS n FROM viewings v WHERE v.visitor_id = $1 AND ${OPEN}`,
      [visitorId],
    );
    return countRow.first(rows)?.n ?? 0;
  }

  async openOf(propertyId: number, visitorId: number): Promise<ViewingRecord | null> {
    const [open] = await this.records(`v.property_id = $1 AND v.visitor_id = $2 AND ${OPEN}`, [
      propertyId,
      visitorId,
    ]);
    return open ?? null;
  }

  async latestOf(propertyId: number, visitorId: number): Promise<ViewingRecord | null> {
    const [latest] = await this.records(
      "v.property_id = $1 AND v.visitor_id = $2",
      [propertyId, visitorId],
      `${NEWEST} LIMIT 1`,
    );
    return latest ?? null;
  }

  async add(viewing: NewViewing): Promise<number> {
    const rows: unknown[] = await this.db.manager.query(
      `INSERT INTO viewings (property_id, visitor_id, agent_id, phone, note, status, times,
                             awaiting, lister_token_hash, requested_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'requested', $6::timestamptz[], 'lister', $7, $8, $8)
       RETURNING id`,
      [
        viewing.propertyId,
        viewing.visitorId,
        viewing.agentId,
        viewing.phone,
        viewing.note,
        isoList(viewing.times),
        viewing.tokenHash,
        viewing.requestedAt,
      ],
    );
    const row = idRow.first(rows);
    if (!row) throw new Error("the viewing was not stored");
    return row.id;
  }

  async find(id: number, lock: boolean): Promise<ViewingRecord | null> {
    const [found] = await this.records("v.id = $1", [id], lock ? "FOR UPDATE OF v" : "");
    return found ?? null;
  }

  async findByToken(tokenHash: string, lock: boolean): Promise<ViewingRecord | null> {
    const [found] = await this.records(
      "v.lister_token_hash = $1",
      [tokenHash],
      lock ? "FOR UPDATE OF v" : "",
    );
    return found ?? null;
  }

  async update(id: number, change: ViewingChange): Promise<void> {
    const reminders = change.clearReminders
      ? ", day_reminder_at = NULL, hour_reminder_at = NULL"
      : "";
    await this.db.manager.query(
      `UPDATE viewings
          SET status = $2, times = $3::timestamptz[], awaiting = $4, starts_at = $5, reason = $6,
              closed_by = $7, no_show_of = $8, first_answered_at = $9, confirmed_at = $10,
              first_confirmed_at = COALESCE(first_confirmed_at, confirmed_at, $10),
              updated_at = $11${reminders}
        WHERE id = $1`,
      [
        id,
        change.status,
        isoList(change.times),
        change.awaiting,
        change.startsAt,
        change.reason,
        change.closedBy,
        change.noShowOf,
        change.firstAnsweredAt,
        change.confirmedAt,
        change.updatedAt,
      ],
    );
  }

  ofVisitor(visitorId: number, limit: number): Promise<ViewingRecord[]> {
    return this.records("v.visitor_id = $1", [visitorId, limit], `${NEWEST} LIMIT $2`);
  }

  ofLister(lister: ListingManager, limit: number): Promise<ViewingRecord[]> {
    // canManage in SQL: the listings the account owns, or those of the agent it is linked to.
    return this.records(
      "(p.owner_id = $1 OR ($2::int IS NOT NULL AND p.agent_id = $2::int))",
      [lister.userId, lister.agentId, limit],
      `${NEWEST} LIMIT $3`,
    );
  }

  async dueReminders(window: ReminderWindow): Promise<number[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT v.id FROM viewings v WHERE ${dueWhere(window)} ORDER BY v.starts_at, v.id`,
      [window.after, window.until, window.quietHours],
    );
    return idRow.all(rows).map((row) => row.id);
  }

  async markReminded(id: number, window: ReminderWindow, at: Date): Promise<boolean> {
    const result: unknown = await this.db.manager.query(
      `UPDATE viewings v SET ${REMINDER_COLUMN[window.kind]} = $5
        WHERE v.id = $4 AND ${dueWhere(window)}
        RETURNING v.id`,
      [window.after, window.until, window.quietHours, id, at],
    );
    return idRow.all(returnedRows(result)).length === 1;
  }
}
