import type { ContactClickRepository } from "#modules/contact-clicks/contact-clicks.ports.js";
import type { NewContactClick } from "#modules/contact-clicks/contact-clicks.types.js";
import type { DbContext } from "../db-context.js";

/** One row per press of a WhatsApp or e-mail button; the table has no column for anything personal. */
export class SqlContactClickRepository implements ContactClickRepository {
  constructor(private readonly db: DbContext) {}

  async record(click: NewContactClick): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO contact_clicks (property_id, agent_id, channel, created_at) VALUES ($1, $2, $3, $4)`,
      [click.propertyId, click.agentId, click.channel, click.createdAt],
    );
  }
}
