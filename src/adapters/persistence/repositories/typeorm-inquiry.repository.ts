import type { InquiryRepository } from "#modules/inquiries/inquiries.ports.js";
import type { Inquiry, NewInquiry } from "#modules/inquiries/inquiries.types.js";
import type { DbContext } from "../db-context.js";
import { InquiryEntity } from "../entities/inquiry.entity.js";

interface InquiryRow extends InquiryEntity {
  propertyTitle: string | null;
}

export class TypeOrmInquiryRepository implements InquiryRepository {
  constructor(private readonly db: DbContext) {}

  listForUser(userId: number): Promise<Inquiry[]> {
    return this.listWhere("i.user_id = $1", userId);
  }

  listForProperty(propertyId: number): Promise<Inquiry[]> {
    return this.listWhere("i.property_id = $1", propertyId);
  }

  private async listWhere(condition: string, value: number): Promise<Inquiry[]> {
    const rows: Record<string, unknown>[] = await this.db.manager.query(
      `SELECT i.*, p.title AS property_title FROM inquiries i
       LEFT JOIN properties p ON p.id = i.property_id
       WHERE ${condition} ORDER BY i.created_at DESC, i.id DESC`,
      [value],
    );
    return rows.map((r) =>
      toInquiry({
        id: r.id as number,
        userId: r.user_id as number,
        propertyId: r.property_id as number,
        agentId: r.agent_id as number | null,
        name: r.name as string,
        email: r.email as string,
        phone: r.phone as string | null,
        message: r.message as string,
        status: r.status as string,
        createdAt: new Date(r.created_at as string),
        propertyTitle: r.property_title as string | null,
      }),
    );
  }

  async create(inquiry: NewInquiry): Promise<Inquiry> {
    const repo = this.db.repository(InquiryEntity);
    const row = await repo.save(repo.create(inquiry));
    const title = await this.db.manager.query(`SELECT title FROM properties WHERE id = $1`, [
      row.propertyId,
    ]);
    return toInquiry({ ...row, propertyTitle: title[0]?.title ?? null });
  }
}

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    propertyId: row.propertyId,
    agentId: row.agentId,
    status: row.status,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    property: row.propertyTitle ? { id: row.propertyId, title: row.propertyTitle } : null,
  };
}
