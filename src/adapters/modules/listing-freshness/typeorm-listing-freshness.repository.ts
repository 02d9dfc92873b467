import { IsNull } from "typeorm";
import type {
  ConfirmLink,
  ListingFreshnessRepository,
  ReminderCandidate,
} from "#modules/listing-freshness/listing-freshness.ports.js";
import type { DbContext } from "../../persistence/db-context.js";
import { PropertyEntity } from "../listings/property.entity.js";
import { ListingConfirmationEntity } from "./listing-confirmation.entity.js";

interface CandidateRow {
  id: number;
  title: string;
  last_confirmed_at: Date | string;
  expires_at: Date | string;
  email: string | null;
  name: string | null;
}

export class TypeOrmListingFreshnessRepository implements ListingFreshnessRepository {
  constructor(private readonly db: DbContext) {}

  async listDueForReminder(until: Date): Promise<ReminderCandidate[]> {
    // The agent is asked first (they manage the listing), else the user who submitted it.
    const rows: CandidateRow[] = await this.db.manager.query(
      `SELECT p.id, p.title, p.last_confirmed_at, p.expires_at,
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
    return rows.map((r) => ({
      propertyId: r.id,
      title: r.title,
      lastConfirmedAt: new Date(r.last_confirmed_at),
      expiresAt: new Date(r.expires_at),
      email: r.email,
      name: r.name,
    }));
  }

  async recordReminder(propertyId: number, periodExpiresAt: Date, tokenHash: string) {
    const rows = await this.db.manager.query(
      `INSERT INTO listing_confirmations (property_id, token_hash, period_expires_at)
       VALUES ($1, $2, $3) ON CONFLICT (property_id, period_expires_at) DO NOTHING RETURNING id`,
      [propertyId, tokenHash, periodExpiresAt],
    );
    return rows.length > 0;
  }

  async findLink(tokenHash: string): Promise<ConfirmLink | null> {
    const [row]: {
      property_id: number;
      title: string;
      last_confirmed_at: string | Date;
      expires_at: string | Date;
      used_at: string | Date | null;
    }[] = await this.db.manager.query(
      `SELECT c.property_id, p.title, p.last_confirmed_at, p.expires_at, c.used_at
         FROM listing_confirmations c JOIN properties p ON p.id = c.property_id
        WHERE c.token_hash = $1 AND p.published`,
      [tokenHash],
    );
    if (!row) return null;
    return {
      propertyId: row.property_id,
      title: row.title,
      lastConfirmedAt: new Date(row.last_confirmed_at),
      expiresAt: new Date(row.expires_at),
      usedAt: row.used_at ? new Date(row.used_at) : null,
    };
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
    const [row]: { n: string }[] = await this.db.manager.query(
      "SELECT count(*) AS n FROM properties WHERE published AND expires_at <= $1",
      [now],
    );
    return Number(row.n);
  }
}
