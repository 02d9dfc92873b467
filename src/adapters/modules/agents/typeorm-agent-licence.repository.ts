import type { AgentLicenceRepository } from "#modules/agents/agents.ports.js";
import type { AgentLicence } from "#modules/agents/agents.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { AgentEntity } from "./agent.entity.js";

const LICENCE_COLUMNS = {
  id: true,
  name: true,
  company: true,
  email: true,
  licenseNumber: true,
  licenseCheckedAt: true,
  licenseCheckedBy: true,
} as const;

/** The admin's work first: numbers given and not yet checked, then checked ones, then none. */
const rank = (l: AgentLicence) => (l.licenseNumber === null ? 2 : l.checkedAt === null ? 0 : 1);

export class TypeOrmAgentLicenceRepository implements AgentLicenceRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(AgentEntity);
  }

  async list(): Promise<AgentLicence[]> {
    const rows = await this.repo.find({
      select: LICENCE_COLUMNS,
      order: { name: "ASC", id: "ASC" },
    });
    return rows.map(toLicence).sort((a, b) => rank(a) - rank(b));
  }

  async lockLicence(agentId: number): Promise<AgentLicence | null> {
    const row = await this.repo.findOne({
      select: LICENCE_COLUMNS,
      where: { id: agentId },
      lock: { mode: "pessimistic_write" },
    });
    return row ? toLicence(row) : null;
  }

  async recordCheck(agentId: number, licenseNumber: string, at: Date, by: string): Promise<void> {
    await this.repo.update(agentId, {
      licenseNumber,
      licenseCheckedAt: at,
      licenseCheckedBy: by,
    });
  }

  async withdrawCheck(agentId: number): Promise<void> {
    await this.repo.update(agentId, { licenseCheckedAt: null, licenseCheckedBy: null });
  }
}

function toLicence(row: AgentEntity): AgentLicence {
  return {
    agentId: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    licenseNumber: row.licenseNumber,
    checkedAt: row.licenseCheckedAt,
    checkedBy: row.licenseCheckedBy,
  };
}
