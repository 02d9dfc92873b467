import type { AgentApplicationRepository } from "../../../modules/agents/agents.ports.js";
import type {
  AgentApplication,
  ApplicationStatus,
  Decision,
  NewAgentApplication,
} from "../../../modules/agents/agents.types.js";
import type { DbContext } from "../db-context.js";
import { AgentRegistrationEntity } from "../entities/agent-registration.entity.js";

export class TypeOrmAgentApplicationRepository implements AgentApplicationRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(AgentRegistrationEntity);
  }

  async create(application: NewAgentApplication): Promise<AgentApplication> {
    const row = await this.repo.save(this.repo.create({ ...application, status: "pending" }));
    return toApplication(row);
  }

  async list(status?: ApplicationStatus): Promise<AgentApplication[]> {
    const rows = await this.repo.find({
      where: status ? { status } : {},
      order: { createdAt: "DESC", id: "DESC" },
    });
    return rows.map(toApplication);
  }

  async findById(id: number): Promise<AgentApplication | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? toApplication(row) : null;
  }

  async recordDecision(
    id: number,
    decision: { status: Decision; agentId: number | null; decidedAt: Date },
  ): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(AgentRegistrationEntity)
      .set(decision)
      .where("id = :id AND status = 'pending'", { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}

function toApplication(row: AgentRegistrationEntity): AgentApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    licenseNumber: row.licenseNumber,
    yearsExperience: row.yearsExperience,
    specialization: row.specialization,
    location: row.location,
    bio: row.bio,
    website: row.website,
    profileImage: row.profileImage,
    certifications: row.certifications,
    languages: row.languages,
    status: row.status,
    agentId: row.agentId,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
  };
}
