import type { Agent } from "#modules/agents/agents.types.js";
import type { AgentEntity } from "./agent.entity.js";

/** One mapping for the directory and for the agent nested in a property. */
export function toAgent(row: AgentEntity): Agent {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    profileImage: row.profileImage,
    rating: Number(row.rating).toFixed(1),
    reviewCount: row.reviewCount,
    propertiesSold: row.propertiesSold,
    bio: row.bio,
    isVerified: row.isVerified,
    // The number is shown only as the one an admin checked: never an unchecked one (decision 100).
    licenseNumber: row.licenseCheckedAt ? row.licenseNumber : null,
    licenseCheckedAt: row.licenseCheckedAt,
  };
}
