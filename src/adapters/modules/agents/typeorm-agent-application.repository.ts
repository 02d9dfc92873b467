import { IsNull } from "typeorm";
import type { AgentApplicationRepository } from "#modules/agents/agents.ports.js";
import type {
  AgentApplication,
  ApplicationMatch,
  ApplicationStatus,
  Decision,
  MatchField,
  NewAgentApplication,
} from "#modules/agents/agents.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { bool, int, nullable, rowParser, text } from "../../persistence/row-parser.js";
import { AgentApplicationEntity } from "./agent-application.entity.js";

/** A phone's last nine digits: "024 123 4567" and "+233 24 123 4567" are one number. */
const phoneKey = (column: string) => `right(regexp_replace(${column}, '\\D', '', 'g'), 9)`;
const sameEmail = (a: string, b: string) => `lower(${a}.email) = lower(${b}.email)`;
const samePhone = (a: string, b: string) =>
  `(length(${phoneKey(`${a}.phone`)}) = 9 AND ${phoneKey(`${a}.phone`)} = ${phoneKey(`${b}.phone`)})`;

const matchRow = rowParser("agent application match", {
  application_id: int,
  agent_id: nullable(int),
  other_id: nullable(int),
  name: text,
  same_email: bool,
  // Null, not false, beside an agent with no phone.
  same_phone: nullable(bool),
});

export class TypeOrmAgentApplicationRepository implements AgentApplicationRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(AgentApplicationEntity);
  }

  async create(
    application: NewAgentApplication & { userId: number | null; confirmedAt: Date | null },
  ): Promise<AgentApplication> {
    const row = await this.repo.save(this.repo.create({ ...application, status: "pending" }));
    return toApplication(row);
  }

  async list(status?: ApplicationStatus): Promise<AgentApplication[]> {
    const q = this.repo.createQueryBuilder("r").where("r.confirmedAt IS NOT NULL");
    if (status) q.andWhere("r.status = :status", { status });
    const rows = await q.orderBy("r.createdAt", "DESC").addOrderBy("r.id", "DESC").getMany();
    return rows.map(toApplication);
  }

  async findById(id: number): Promise<AgentApplication | null> {
    const row = await this.repo.findOneBy({ id });
    return row ? toApplication(row) : null;
  }

  async confirm(id: number, at: Date): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(AgentApplicationEntity)
      .set({ confirmedAt: at })
      .where("id = :id AND confirmed_at IS NULL", { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async matchesOf(ids: readonly number[]): Promise<Map<number, ApplicationMatch[]>> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT r.id AS application_id, a.id AS agent_id, NULL::int AS other_id, a.name,
              ${sameEmail("a", "r")} AS same_email, ${samePhone("a", "r")} AS same_phone
         FROM agent_registrations r
         JOIN agents a ON ${sameEmail("a", "r")} OR ${samePhone("a", "r")}
        WHERE r.id = ANY($1)
       UNION ALL
       SELECT r.id, NULL, o.id, o.name, ${sameEmail("o", "r")}, ${samePhone("o", "r")}
         FROM agent_registrations r
         JOIN agent_registrations o
           ON o.id <> r.id AND o.status = 'pending' AND o.confirmed_at IS NOT NULL
          AND (${sameEmail("o", "r")} OR ${samePhone("o", "r")})
        WHERE r.id = ANY($1)
        ORDER BY 1, 2 NULLS LAST, 3`,
      [ids],
    );
    const matches = new Map<number, ApplicationMatch[]>();
    for (const row of matchRow.all(rows)) {
      const on: MatchField[] = [];
      if (row.same_email) on.push("email");
      if (row.same_phone) on.push("phone");
      const list = matches.get(row.application_id) ?? [];
      list.push({ agentId: row.agent_id, applicationId: row.other_id, name: row.name, on });
      matches.set(row.application_id, list);
    }
    return matches;
  }

  async recordDecision(
    id: number,
    decision: {
      status: Decision;
      agentId: number | null;
      decidedAt: Date;
      decisionReason: string | null;
    },
  ): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(AgentApplicationEntity)
      .set(decision)
      .where("id = :id AND status = 'pending'", { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async setUser(id: number, userId: number): Promise<void> {
    await this.repo.update(id, { userId });
  }

  async addressLinksDue(): Promise<number[]> {
    const rows = await this.repo.find({
      select: { id: true },
      where: { addressLinkDue: true, status: "pending", confirmedAt: IsNull() },
      order: { id: "ASC" },
    });
    return rows.map((row) => row.id);
  }

  async takeAddressLinkDue(id: number): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(AgentApplicationEntity)
      .set({ addressLinkDue: false })
      .where("id = :id AND address_link_due", { id })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}

function toApplication(row: AgentApplicationEntity): AgentApplication {
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
    decisionReason: row.decisionReason,
    createdAt: row.createdAt,
    userId: row.userId,
    confirmedAt: row.confirmedAt,
  };
}
