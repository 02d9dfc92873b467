import { IsNull } from "typeorm";
import type {
  ConfirmLink,
  ListingFreshnessRepository,
  ReminderCandidate,
} from "#modules/listing-freshness/listing-freshness.ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, nullable, rowParser, text, timestamp } from "../../persistence/row-parser.js";
import { PropertyEntity } from "../listings/property.entity.js";
import { ListingConfirmationEntity } from "./listing-confirmation.entity.js";

const candidateRow = rowParser("reminder candidate", {
  propertyId: int,
  title: text,
  lastConfirmedAt: timestamp,
  expiresAt: timestamp,
  email: nullable(text),
  name: nullable(text),
});
const reminderRow = rowParser("recorded reminder", { id: int });
const linkRow = rowParser("confirm link", {
  propertyId: int,
  title: text,
  lastConfirmedAt: timestamp,
  expiresAt: timestamp,
  usedAt: nullable(timestamp),
});
const countRow = rowParser("count", { n: int });

export class TypeOrmListingFreshnessRepository implements ListingFreshnessRepository {
  constructor(private readonly db: DbContext) {}

  async listDueForReminder(until: Date): Promise<ReminderCandidate[]> {
    // The agent is asked first (they manage the listing), else the user who submitted it.
    const rows: unknown[] = await this.db.manager.query(
      `SELECT p.id AS "propertyId", p.title, p.last_confirmed_at AS "lastConfirmedAt",
              p.expires_at AS "expiresAt",
              COALESCE(NULLIF(a.email, ''), u.email) AS email,
              CASE WHEN NULLIF(a.email, '') IS NOT NULL THEN a.name
                   ELSE NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') END AS name
         FROM properties p
         LEFT JOIN agents a ON a.id = p.agent_id
         LEFT JOIN users u ON u.id = p.owner_id
        WHERE p.published AND p.expires_at <= $1
          AND NOT EXISTS (SELECT 1 FROM listing_confirmations c
                           WHERE c.property_id = p.id AND c.period_expires_at = p.expires_at)
        ORDER BY p.expires_at, p.id`,
      [until],
    );
    return candidateRow.all(rows);
  }

  async recordReminder(propertyId: number, periodExpiresAt: Date, tokenHash: string) {
    const rows: unknown[] = await this.db.manager.query(
      `INSERT INTO listing_confirmations (property_id, token_hash, period_expires_at)
       VALUES ($1, $2, $3) ON CONFLICT (property_id, period_expires_at) DO NOTHING RETURNING id`,
      [propertyId, tokenHash, periodExpiresAt],
    );
    return reminderRow.all(rows).length > 0;
  }

  async findLink(tokenHash: string): Promise<ConfirmLink | null> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT c.property_id AS "propertyId", p.title, p.last_confirmed_at AS "lastConfirmedAt",
              p.expires_at AS "expiresAt", c.used_at AS "usedAt"
         FROM listing_confirmations c JOIN properties p ON p.id = c.property_id
        WHERE c.token_hash = $1 AND p.published`,
      [tokenHash],
    );
    return linkRow.first(rows);
  }

  async confirm(propertyId: number, confirmedAt: Date, expiresAt: Date): Promise<boolean> {
    const result = await this.db
      .repository(PropertyEntity)
      .update({ id: propertyId, published: true }, { lastConfirmedAt: confirmedAt, expiresAt });
    if (!result.affected) return false;
    // Whichever way it was confirmed, the links already mailed for it are spent.
    await this.db
      .repository(ListingConfirmationEntity)
      .update({ propertyId, usedAt: IsNull() }, { usedAt: confirmedAt });
    return true;
  }

  async countExpired(now: Date): Promise<number> {
    const rows: unknown[] = await this.db.manager.query(
      "SELECT count(*) AS n FROM properties WHERE published AND expires_at <= $1",
      [now],
    );
    const [{ n }] = countRow.all(rows);
    return n;
  }
}
