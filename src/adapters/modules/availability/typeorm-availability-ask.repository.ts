import { IsNull } from "typeorm";
import type {
  AnswerLink,
  AskedListing,
  AvailabilityAnswer,
  AvailabilityAsk,
  AvailabilityAskRepository,
  NewAsk,
} from "#modules/availability/index.js";
import { AVAILABILITY_ANSWERS } from "#modules/availability/index.js";
import { LISTING_TYPES } from "#modules/listings/index.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, oneOf, rowParser, text, timestamp } from "../../persistence/row-parser.js";
import { AvailabilityAskEntity } from "./availability-ask.entity.js";

const listingRow = rowParser("asked listing", {
  id: int,
  title: text,
  listingType: oneOf(...LISTING_TYPES),
  status: text,
  ownerId: nullable(int),
  agentId: nullable(int),
  email: nullable(text),
  name: nullable(text),
});
const linkRow = rowParser("availability answer link", {
  propertyId: int,
  title: text,
  listingType: oneOf(...LISTING_TYPES),
  status: text,
  askedAt: timestamp,
  answer: nullable(oneOf(...AVAILABILITY_ANSWERS)),
  answeredAt: nullable(timestamp),
});
const thirdRow = rowParser("unconfirmed date", { from: timestamp, dated: nullable(timestamp) });

const askOf = (row: AvailabilityAskEntity): AvailabilityAsk => ({
  propertyId: row.propertyId,
  askedAt: row.askedAt,
  answer: row.answer,
  answeredAt: row.answeredAt,
});

/**
 * The asks: plain reads and writes by TypeORM's repository API; written SQL (decision 95) for the
 * listing locked with its lister, the link read with its listing, and the date an ask sets.
 */
export class TypeOrmAvailabilityAskRepository implements AvailabilityAskRepository {
  constructor(private readonly db: DbContext) {}

  private get repo() {
    return this.db.repository(AvailabilityAskEntity);
  }

  async lockListing(propertyId: number): Promise<AskedListing | null> {
    // A lock: asks about one listing are counted one after another. The lister is its agent,
    // else the contact its owner's submission gave, else the owner's account.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT p.id, p.title, p.listing_type AS "listingType", p.status, p.owner_id AS "ownerId",
              p.agent_id AS "agentId",
              COALESCE(NULLIF(a.email, ''), NULLIF(p.owner_email, ''), u.email) AS email,
              CASE WHEN NULLIF(a.email, '') IS NOT NULL THEN a.name
                   WHEN NULLIF(p.owner_email, '') IS NOT NULL THEN p.owner_name
                   ELSE NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') END AS name
         FROM properties p
         LEFT JOIN agents a ON a.id = p.agent_id
         LEFT JOIN users u ON u.id = p.owner_id
        WHERE p.id = $1 AND p.published
        FOR UPDATE OF p`,
      [propertyId],
    );
    const row = listingRow.first(rows);
    if (!row) return null;
    const { email, name, ...listing } = row;
    return { ...listing, lister: { email, name } };
  }

  async openAskOf(propertyId: number, askerId: number): Promise<AvailabilityAsk | null> {
    const row = await this.repo.findOne({
      where: { propertyId, askerId, answeredAt: IsNull() },
    });
    return row ? askOf(row) : null;
  }

  async latestAskOf(propertyId: number, askerId: number): Promise<AvailabilityAsk | null> {
    const row = await this.repo.findOne({
      where: { propertyId, askerId },
      order: { askedAt: "DESC", id: "DESC" },
    });
    return row ? askOf(row) : null;
  }

  async add(ask: NewAsk): Promise<AvailabilityAsk> {
    const saved = await this.repo.save(
      this.repo.create({ ...ask, answer: null, answeredAt: null }),
    );
    return askOf(saved);
  }

  async dateUnconfirmed(propertyId: number, asks: number, hours: number): Promise<Date | null> {
    // Read first and written only when it changes: every write to a listing empties the read
    // cache (decision 22), and most asks change nothing.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT a.asked_at + $3 * interval '1 hour' AS "from", p.unconfirmed_from AS dated
         FROM availability_asks a JOIN properties p ON p.id = a.property_id
        WHERE a.property_id = $1 AND a.answered_at IS NULL
        ORDER BY a.asked_at, a.id OFFSET $2 - 1 LIMIT 1`,
      [propertyId, asks, hours],
    );
    const third = thirdRow.first(rows);
    if (!third) return null;
    if (third.dated) return third.dated;
    await this.db.manager.query("UPDATE properties SET unconfirmed_from = $2 WHERE id = $1", [
      propertyId,
      third.from,
    ]);
    return third.from;
  }

  async findLink(tokenHash: string, lock: boolean): Promise<AnswerLink | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT a.property_id AS "propertyId", p.title, p.listing_type AS "listingType", p.status,
              a.asked_at AS "askedAt", a.answer, a.answered_at AS "answeredAt"
         FROM availability_asks a JOIN properties p ON p.id = a.property_id
        WHERE a.token_hash = $1 AND p.published
        ${lock ? "FOR UPDATE OF a, p" : ""}`,
      [tokenHash],
    );
    return linkRow.first(rows);
  }

  async answerOpenAsks(propertyId: number, answer: AvailabilityAnswer, at: Date): Promise<number> {
    const result = await this.repo.update(
      { propertyId, answeredAt: IsNull() },
      { answer, answeredAt: at },
    );
    return result.affected ?? 0;
  }
}
