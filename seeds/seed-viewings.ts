import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import { mailboxKey } from "../src/shared/mailbox.js";
import { SEED_VISITORS, type SeedViewing, VIEWINGS } from "./data/viewings.js";
import { daysBefore } from "./seed-rows.js";

const HOUR_MS = 3_600_000;
/** No password hashes to this: the seed's visitors cannot be signed in to. */
const NO_PASSWORD = "seed-visitor:no-password";

/**
 * The seeded viewings (decision 104) of the listings this run added, and the visitors who asked
 * for them: the record behind the agents' viewing signal. The listing's agent is kept on each,
 * as a request keeps it.
 */
export async function seedViewings(
  manager: EntityManager,
  insertedIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const listings = Object.entries(VIEWINGS).flatMap(([title, viewings]) => {
    const propertyId = insertedIds.get(title);
    return propertyId === undefined ? [] : [{ title, propertyId, viewings }];
  });
  if (listings.length === 0) return;
  const visitors = await seedVisitors(manager, now);
  for (const { title, propertyId, viewings } of listings) {
    for (const [i, viewing] of viewings.entries()) {
      const visitorId = visitors[viewing.visitor];
      if (visitorId === undefined) throw new Error(`No seed visitor ${viewing.visitor}`);
      await manager.query(
        `INSERT INTO viewings (property_id, visitor_id, agent_id, phone, status, times, starts_at,
                               reason, closed_by, no_show_of, lister_token_hash, requested_at,
                               first_answered_at, confirmed_at, updated_at)
           SELECT id, $2, agent_id, $3, $4, ARRAY[$5::timestamptz], $6, $7, $8, $9, $10, $11, $12,
                  $13, $14
             FROM properties WHERE id = $1`,
        [
          propertyId,
          visitorId,
          `+2332000001${String(viewing.visitor).padStart(2, "0")}`,
          ...viewingColumns(viewing, now),
          createHash("sha256").update(`seed-viewing:${title}:${i}`).digest("hex"),
          ...datesOf(viewing, now),
        ],
      );
    }
  }
}

/** The time agreed, or asked for: two days after the request, at 10:00 in Ghana (GMT). */
function slotOf(viewing: SeedViewing, now: Date): Date {
  const day = daysBefore(now, viewing.requestedDaysAgo - 2, 0);
  day.setUTCHours(10, 0, 0, 0);
  return day;
}

/** status, the time on the table, starts_at, reason, closed_by, no_show_of. */
function viewingColumns(v: SeedViewing, now: Date) {
  const slot = slotOf(v, now);
  const agreed = v.status === "done" || v.status === "no_show";
  const closedBy = v.status === "declined" || v.status === "done" ? "lister" : "visitor";
  const noShowOf = v.status === "no_show" ? "lister" : null;
  return [v.status, slot, agreed ? slot : null, v.reason ?? null, closedBy, noShowOf];
}

/** requested_at, first_answered_at, confirmed_at, updated_at (when it was closed). */
function datesOf(v: SeedViewing, now: Date): (Date | null)[] {
  const requestedAt = daysBefore(now, v.requestedDaysAgo, 0);
  const answeredAt = new Date(requestedAt.getTime() + v.answeredHoursAfter * HOUR_MS);
  const confirmed = v.status === "done" || v.status === "no_show" || v.confirmed === true;
  const closedAt =
    v.status === "declined"
      ? answeredAt
      : v.status === "cancelled"
        ? new Date(answeredAt.getTime() + 24 * HOUR_MS)
        : new Date(slotOf(v, now).getTime() + HOUR_MS);
  return [requestedAt, answeredAt, confirmed ? answeredAt : null, closedAt];
}

/** The seed's visitor accounts, added once (a month before the seeding); their ids in order. */
async function seedVisitors(manager: EntityManager, now: Date): Promise<number[]> {
  const joined = daysBefore(now, 30, 0);
  const ids: number[] = [];
  for (const visitor of SEED_VISITORS) {
    const key = mailboxKey(visitor.email);
    await manager.query(
      `INSERT INTO users (email, email_key, password_hash, first_name, last_name, email_verified_at, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $6
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE email_key = $2)`,
      [visitor.email, key, NO_PASSWORD, visitor.firstName, visitor.lastName, joined],
    );
    const [row]: { id: number }[] = await manager.query(
      "SELECT id FROM users WHERE email_key = $1",
      [key],
    );
    if (!row) throw new Error(`The seed visitor ${visitor.email} was not stored`);
    ids.push(row.id);
  }
  return ids;
}
