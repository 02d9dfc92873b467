import { IsNull, Not } from "typeorm";
import type { AgentRepository } from "#modules/agents/agents.ports.js";
import type {
  Agent,
  AgentQuery,
  AgentSort,
  VerifiedAgentProfile,
} from "#modules/agents/agents.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { affectedCount, int, rowParser } from "../../persistence/row-parser.js";
import { isUniqueViolation } from "../../persistence/unique-violation.js";
import { AgentEntity } from "./agent.entity.js";
import { toAgent } from "./agent.mapper.js";

const insertedRow = rowParser("inserted agent", { id: int });

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

  async findByUserId(userId: number): Promise<Agent | null> {
    const row = await this.repo.findOne({ where: { userId } });
    return row ? toAgent(row) : null;
  }

  async isLinked(agentId: number): Promise<boolean> {
    return this.repo.exists({ where: { id: agentId, userId: Not(IsNull()) } });
  }

  async createVerified(profile: VerifiedAgentProfile): Promise<Agent | null> {
    // Never an update: the unique indexes on lower(email) and user_id turn a clash into no row.
    const rows: unknown[] = await this.db.manager.query(
      `INSERT INTO agents (name, email, company, phone, bio, profile_image, region, specialization, user_id,
                           license_number, is_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
       ON CONFLICT DO NOTHING
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
        profile.userId,
        profile.licenseNumber,
      ],
    );
    const inserted = insertedRow.first(rows);
    return inserted ? toAgent(await this.repo.findOneByOrFail({ id: inserted.id })) : null;
  }

  async linkToUser(agentId: number, userId: number): Promise<boolean> {
    try {
      const result: unknown = await this.db.manager.query(
        `UPDATE agents SET user_id = $2
          WHERE id = $1 AND user_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM agents WHERE user_id = $2)`,
        [agentId, userId],
      );
      return affectedCount(result) > 0;
    } catch (error) {
      // A racing claim linked the account first; the unique index on user_id decided.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
