import type { EntityManager } from "typeorm";
import type { SeedCounts } from "./upsert-rows.js";

const HOUR_MS = 60 * 60 * 1000;

/**
 * WhatsApp and e-mail contact clicks on every third seeded listing, so the admin's Leads tab and
 * an agent's counts show something on a fresh start. Clicks have no natural key: a listing that
 * already has clicks (seeded or real) gets none, so a second run adds nothing.
 */
export async function seedContactClicks(
  manager: EntityManager,
  propertyIds: number[],
  now: Date,
): Promise<SeedCounts> {
  const params: unknown[] = [];
  const tuples: string[] = [];
  propertyIds.forEach((id, i) => {
    if (i % 3 !== 0) return;
    const clicks = [
      ...Array.from({ length: (i % 5) + 1 }, () => "whatsapp"),
      ...Array.from({ length: i % 3 === 0 ? i % 4 : 0 }, () => "email"),
    ];
    clicks.forEach((channel, n) => {
      // Spread over the last three weeks, a few hours apart, the same on every run.
      const at = new Date(now.getTime() - ((i * 7 + n * 13) % 500) * HOUR_MS);
      params.push(id, channel, at);
      const k = params.length;
      tuples.push(`($${k - 2}::int, $${k - 1}::varchar, $${k}::timestamptz)`);
    });
  });
  if (tuples.length === 0) return { inserted: 0, updated: 0 };
  const rows: unknown[] = await manager.query(
    `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at)
     SELECT p.id, p.agent_id, v.channel, v.created_at
       FROM (VALUES ${tuples.join(", ")}) AS v(property_id, channel, created_at)
       JOIN properties p ON p.id = v.property_id
      WHERE NOT EXISTS (SELECT 1 FROM contact_clicks c WHERE c.property_id = p.id)
     RETURNING id`,
    params,
  );
  return { inserted: rows.length, updated: 0 };
}
