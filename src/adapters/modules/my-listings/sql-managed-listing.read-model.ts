import type { ListingManager } from "#modules/listings/index.js";
import type { ManagedListingReadModel } from "#modules/my-listings/my-listings.ports.js";
import type { ManagedListing } from "#modules/my-listings/my-listings.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, rowParser } from "../../persistence/row-parser.js";
import { PropertyEntity } from "../listings/property.entity.js";
import { toProperty } from "../listings/property.mapper.js";

const countRow = rowParser("managed listing counts", {
  property_id: int,
  inquiries: int,
  whatsapp: int,
  call: int,
  email: int,
});

/**
 * The listings a manager may change (the ownership rule: submitted by them, or under their
 * agent), then their counts in one grouped query rather than one query per listing.
 */
export class SqlManagedListingReadModel implements ManagedListingReadModel {
  constructor(private readonly db: DbContext) {}

  async listManagedBy(manager: ListingManager): Promise<ManagedListing[]> {
    const q = this.db
      .repository(PropertyEntity)
      .createQueryBuilder("p")
      .leftJoinAndSelect("p.agent", "agent")
      .where("p.ownerId = :userId", { userId: manager.userId });
    if (manager.agentId !== null) q.orWhere("p.agentId = :agentId", { agentId: manager.agentId });
    const rows = await q.orderBy("p.createdAt", "DESC").addOrderBy("p.id", "DESC").getMany();
    if (rows.length === 0) return [];
    const counts: unknown[] = await this.db.manager.query(
      `SELECT p.id AS property_id,
              (SELECT count(*) FROM inquiries i WHERE i.property_id = p.id)::int AS inquiries,
              (SELECT count(*) FROM contact_clicks c
                WHERE c.property_id = p.id AND c.channel = 'whatsapp')::int AS whatsapp,
              (SELECT count(*) FROM contact_clicks c
                WHERE c.property_id = p.id AND c.channel = 'call')::int AS call,
              (SELECT count(*) FROM contact_clicks c
                WHERE c.property_id = p.id AND c.channel = 'email')::int AS email
         FROM properties p WHERE p.id = ANY($1::int[])`,
      [rows.map((r) => r.id)],
    );
    const byId = new Map(countRow.all(counts).map((c) => [c.property_id, c]));
    return rows.map((row) => {
      const c = byId.get(row.id);
      return {
        ...toProperty(row),
        inquiryCount: c?.inquiries ?? 0,
        whatsappClicks: c?.whatsapp ?? 0,
        callClicks: c?.call ?? 0,
        emailClicks: c?.email ?? 0,
      };
    });
  }
}
