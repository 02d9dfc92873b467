import type { AgentRepository } from "../../../modules/agents/agents.ports.js";
import type {
  Agent,
  AgentQuery,
  AgentSort,
  VerifiedAgentProfile,
} from "../../../modules/agents/agents.types.js";
import type { DbContext } from "../db-context.js";
import { AgentEntity } from "../entities/agent.entity.js";
import { toAgent } from "../mappers/agent.mapper.js";

const ORDER: Record<AgentSort, [string, "ASC" | "DESC"][]> = {
  rating: [
    ["a.rating", "DESC"],
    ["a.reviewCount", "DESC"],
  ],
  sales: [["a.propertiesSold", "DESC"]],
  reviews: [["a.reviewCount", "DESC"]],
  newest: [["a.createdAt", "DESC"]],
};

export class TypeOrmAgentRepository implements AgentRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(AgentEntity);
  }

  async list(query: AgentQuery): Promise<Agent[]> {
    const q = this.repo.createQueryBuilder("a");
    if (query.featured) q.andWhere("a.featured = true");
    if (query.search) {
      // The user's wildcard characters are escaped: "50%" searches for "50%", not "50…".
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.andWhere("(a.name ILIKE :pattern OR a.company ILIKE :pattern)", { pattern });
    }
    for (const [column, direction] of ORDER[query.sort]) q.addOrderBy(column, direction);
    q.addOrderBy("a.id", query.sort === "newest" ? "DESC" : "ASC");
    const rows = await q.limit(query.limit).getMany();
    return rows.map(toAgent);
  }

  async findById(id: number): Promise<Agent | null> {
    const row = await this.repo.findOne({ where: { id } });
    return row ? toAgent(row) : null;
  }

  async findApprovedByEmail(email: string): Promise<Agent | null> {
    const row = await this.repo
      .createQueryBuilder("a")
      .where("lower(a.email) = lower(:email)", { email: email.trim() })
      .andWhere(
        "EXISTS (SELECT 1 FROM agent_registrations r WHERE r.agent_id = a.id AND r.status = 'approved')",
      )
      .getOne();
    return row ? toAgent(row) : null;
  }

  async upsertVerified(profile: VerifiedAgentProfile): Promise<Agent> {
    // One statement on the lower(email) unique index, so two approvals for one address
    // cannot both insert; an existing photo survives an application without one.
    const rows: { id: number }[] = await this.db.manager.query(
      `INSERT INTO agents (name, email, company, phone, bio, profile_image, region, specialization, is_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)
       ON CONFLICT (lower(email)) DO UPDATE SET
         name = EXCLUDED.name,
         company = EXCLUDED.company,
         phone = EXCLUDED.phone,
         bio = EXCLUDED.bio,
         profile_image = COALESCE(EXCLUDED.profile_image, agents.profile_image),
         region = EXCLUDED.region,
         specialization = EXCLUDED.specialization,
         is_verified = true
       RETURNING id`,
      [
        profile.name,
        profile.email,
        profile.company,
        profile.phone,
        profile.bio,
        profile.profileImage,
        profile.region,
        profile.specialization,
      ],
    );
    return toAgent(await this.repo.findOneByOrFail({ id: rows[0].id }));
  }
}
