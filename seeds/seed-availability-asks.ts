import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import { UNANSWERED_ASKS_FOR_NOT_CONFIRMED } from "../src/modules/availability/index.js";
import { ANSWER_WITHIN_HOURS } from "../src/shared/response-rate.js";
import { AVAILABILITY_ASKS } from "./data/availability-asks.js";
import { SEED_TTL_DAYS } from "./seed-moderation.js";
import { daysBefore } from "./seed-rows.js";

/**
 * The seeded asks (decision 101) of the listings this run added, and what they did: a Yes is the
 * listing's confirmation then (its history's trigger records it), three unanswered asks date its
 * "Not confirmed recently". The asks stand for renters the seed has no accounts for.
 */
export async function seedAvailabilityAsks(
  manager: EntityManager,
  insertedIds: Map<string, number>,
  now: Date,
): Promise<void> {
  for (const [title, asks] of Object.entries(AVAILABILITY_ASKS)) {
    const propertyId = insertedIds.get(title);
    if (propertyId === undefined) continue;
    let confirmedAt: Date | null = null;
    for (const [i, ask] of asks.entries()) {
      const answeredAt =
        ask.answeredDaysAgo === undefined ? null : daysBefore(now, ask.answeredDaysAgo, 0);
      await manager.query(
        `INSERT INTO availability_asks (property_id, agent_id, asked_at, answered_at, answer, token_hash)
           SELECT id, agent_id, $2, $3, $4, $5 FROM properties WHERE id = $1`,
        [
          propertyId,
          daysBefore(now, ask.askedDaysAgo, 0),
          answeredAt,
          ask.answer ?? null,
          createHash("sha256").update(`seed-ask:${title}:${i}`).digest("hex"),
        ],
      );
      if (ask.answer === "yes" && answeredAt && (!confirmedAt || answeredAt > confirmedAt)) {
        confirmedAt = answeredAt;
      }
    }
    if (confirmedAt) {
      await manager.query(
        `UPDATE properties SET last_confirmed_at = $2, expires_at = $2::timestamptz + $3 * interval '1 day'
          WHERE id = $1 AND last_confirmed_at < $2`,
        [propertyId, confirmedAt, SEED_TTL_DAYS],
      );
    }
    // As the availability service dates it: the third unanswered ask's time plus the time allowed.
    await manager.query(
      `UPDATE properties SET unconfirmed_from = third.asked_at + $3 * interval '1 hour'
         FROM (SELECT asked_at FROM availability_asks WHERE property_id = $1 AND answered_at IS NULL
                ORDER BY asked_at, id OFFSET $2 - 1 LIMIT 1) third
        WHERE id = $1`,
      [propertyId, UNANSWERED_ASKS_FOR_NOT_CONFIRMED, ANSWER_WITHIN_HOURS],
    );
  }
}
