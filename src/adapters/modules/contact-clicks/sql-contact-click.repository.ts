import type { ContactClickRepository } from "#modules/contact-clicks/contact-clicks.ports.js";
import type { NewContactClick } from "#modules/contact-clicks/contact-clicks.types.js";
import type { DbContext } from "../../persistence/db-context.js";

/**
 * One row per visitor, listing (or agent, or hostel) and day; the table has no column for anything
 * personal, only the visitor's keyed hash. The unique indexes of migrations 1765420000000 and 1765460000000 decide
 * which of two racing presses is kept: ON CONFLICT DO NOTHING leaves the other out, without an
 * error and without spoiling a transaction the caller may be in.
 */
export class SqlContactClickRepository implements ContactClickRepository {
  constructor(private readonly db: DbContext) {}

  async record(click: NewContactClick): Promise<boolean> {
    const kept: unknown[] = await this.db.manager.query(
      `INSERT INTO contact_clicks
         (property_id, agent_id, hostel_id, channel, created_at, visitor_hash, day)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        click.propertyId,
        click.agentId,
        click.hostelId,
        click.channel,
        click.createdAt,
        click.visitorHash,
        click.day,
      ],
    );
    return kept.length === 1;
  }
}
