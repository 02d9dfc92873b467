import type { EntityManager } from "typeorm";
import { AGENT_LICENCES } from "./data/agent-licences.js";
import { agentKey, daysBefore } from "./seed-rows.js";

/** How the audit log names the seed, as it names an operator at the command line. */
const SEED_ADMIN = "cli:seed";

/**
 * The seeded agents' licence numbers, and which an admin checked (decision 100). Only where the
 * running app has recorded none: a rerun never overwrites a number or a check the admin made.
 */
export async function seedAgentLicences(
  manager: EntityManager,
  agentIds: Map<string, number>,
  now: Date,
): Promise<void> {
  for (const [email, licence] of Object.entries(AGENT_LICENCES)) {
    const agentId = agentIds.get(agentKey(email));
    if (agentId === undefined) continue;
    const checkedAt =
      licence.checkedDaysAgo === null ? null : daysBefore(now, licence.checkedDaysAgo, 0);
    await manager.query(
      `UPDATE agents SET license_number = $2, license_checked_at = $3, license_checked_by = $4
        WHERE id = $1 AND license_number IS NULL AND license_checked_at IS NULL`,
      [agentId, licence.licenseNumber, checkedAt, checkedAt ? SEED_ADMIN : null],
    );
  }
}
