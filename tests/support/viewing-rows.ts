import type { ViewingSide, ViewingStatus } from "../../src/modules/viewings/viewings.rules.js";
import { mailboxKey } from "../../src/shared/mailbox.js";
import type { TestApp } from "./test-app.js";

const HOUR_MS = 3_600_000;
let sequence = 0;

/** What a viewings row says happened; the rest of the row follows from it. */
export interface ViewingRow {
  propertyId: number;
  /** The listing's agent when it was requested; null for an owner's listing. */
  agentId: number | null;
  status?: ViewingStatus;
  requestedAt: Date;
  /** The lister's first answer; null (the default) when the lister never answered. */
  firstAnsweredAt?: Date | null;
  confirmedAt?: Date | null;
  closedBy?: ViewingSide | null;
  noShowOf?: ViewingSide | null;
  /** The last change; the request's time unless told. */
  updatedAt?: Date;
  /** The visitor's account; a new one unless told. */
  visitorId?: number;
}

/** A visitor's account (a password hash nobody signs in with), its e-mail unique per call. */
export async function insertVisitor(app: TestApp): Promise<number> {
  sequence += 1;
  const email = `ama.${sequence}.${Date.now()}@example.com`;
  const [row] = await app.sql<{ id: number }>(
    `INSERT INTO users (email, email_key, password_hash, first_name, last_name, created_at)
     VALUES ($1, $2, 'not-a-real-hash', 'Ama', 'Mensah', $3) RETURNING id`,
    [email, mailboxKey(email), new Date("2026-01-01T00:00:00Z")],
  );
  return row.id;
}

/**
 * Inserts a viewings row as the viewings service would have left it (an Object Mother writing
 * straight to the database), filling what the table's checks need: who is awaited while open, the
 * agreed time once confirmed (two days after the request), a unique token hash.
 */
export async function insertViewing(app: TestApp, v: ViewingRow): Promise<number> {
  sequence += 1;
  const status = v.status ?? "requested";
  const time = new Date(v.requestedAt.getTime() + 48 * HOUR_MS);
  const agreed = ["confirmed", "done", "no_show"].includes(status);
  const [row] = await app.sql<{ id: number }>(
    `INSERT INTO viewings (property_id, visitor_id, agent_id, phone, status, times, awaiting,
                           starts_at, closed_by, no_show_of, lister_token_hash, requested_at,
                           first_answered_at, confirmed_at, updated_at)
     VALUES ($1, $2, $3, '+233244123456', $4, ARRAY[$5::timestamptz], $6, $7, $8, $9, $10, $11,
             $12, $13, $14)
     RETURNING id`,
    [
      v.propertyId,
      v.visitorId ?? (await insertVisitor(app)),
      v.agentId,
      status,
      time,
      status === "requested" ? "lister" : status === "proposed" ? "visitor" : null,
      agreed ? time : null,
      v.closedBy ?? null,
      status === "no_show" ? (v.noShowOf ?? "lister") : null,
      `${sequence}`.padStart(64, "a"),
      v.requestedAt,
      v.firstAnsweredAt ?? null,
      v.confirmedAt ?? null,
      v.updatedAt ?? v.requestedAt,
    ],
  );
  return row.id;
}

/** `hours` after `from` (before it when negative). */
export const hoursAfter = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR_MS);
