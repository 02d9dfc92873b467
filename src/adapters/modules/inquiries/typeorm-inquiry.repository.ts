import type { InquiryRepository } from "#modules/inquiries/inquiries.ports.js";
import type { Inquiry, NewInquiry } from "#modules/inquiries/inquiries.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, rowParser, text, timestamp } from "../../persistence/row-parser.js";
import { InquiryEntity } from "./inquiry.entity.js";

interface InquiryRow extends InquiryEntity {
  propertyTitle: string | null;
}

// A read model across inquiries and their listing's title (decision 95); the writes use the ORM.
const inquiryRow = rowParser("inquiry", {
  id: int,
  userId: nullable(int),
  propertyId: int,
  agentId: nullable(int),
  name: text,
  email: text,
  phone: nullable(text),
  message: text,
  status: text,
  createdAt: timestamp,
  propertyTitle: nullable(text),
});
const titleRow = rowParser("listing title", { title: text });

export class TypeOrmInquiryRepository implements InquiryRepository {
  constructor(private readonly db: DbContext) {}

  listForUser(userId: number): Promise<Inquiry[]> {
    return this.listWhere("i.user_id = $1", userId);
  }

  listForProperty(propertyId: number): Promise<Inquiry[]> {
    return this.listWhere("i.property_id = $1", propertyId);
  }

  private async listWhere(condition: string, value: number): Promise<Inquiry[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT i.id, i.user_id AS "userId", i.property_id AS "propertyId", i.agent_id AS "agentId",
         i.name, i.email, i.phone, i.message, i.status, i.created_at AS "createdAt",
         p.title AS "propertyTitle"
       FROM inquiries i LEFT JOIN properties p ON p.id = i.property_id
       WHERE ${condition} ORDER BY i.created_at DESC, i.id DESC`,
      [value],
    );
    return inquiryRow.all(rows).map(toInquiry);
  }

  async create(inquiry: NewInquiry): Promise<Inquiry> {
    const repo = this.db.repository(InquiryEntity);
    const row = await repo.save(repo.create(inquiry));
    const title = titleRow.first(
      await this.db.manager.query(`SELECT title FROM properties WHERE id = $1`, [row.propertyId]),
    );
    return toInquiry({ ...row, propertyTitle: title?.title ?? null });
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
