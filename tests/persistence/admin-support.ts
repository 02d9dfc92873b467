import type { TestApp } from "../support/test-app.js";
import { at, insertUser } from "./marketplace-support.js";

/**
 * Row makers for the admin read model's lead sources (newsletter sign-ups, contact messages,
 * inquiries and contact clicks), each answering the new row's id. `app` is read at each call, so
 * a file may build these before its app has started.
 */
export function leadRows(app: () => TestApp) {
  async function insertReturningId(sql: string, params: unknown[]): Promise<number> {
    const [row] = await app().sql<{ id: number }>(`${sql} RETURNING id`, params);
    return row.id;
  }

  const newsletter = (email: string, createdAt: Date) =>
    insertReturningId("INSERT INTO newsletter_subscriptions (email, created_at) VALUES ($1, $2)", [
      email,
      createdAt,
    ]);

  const contactMessage = (email: string, inquiryType: string | null, createdAt: Date) =>
    insertReturningId(
      `INSERT INTO contact_messages (name, email, message, inquiry_type, created_at)
       VALUES ('Adwoa Sarpong', $1, 'Please call me about listing my house in Dansoman.', $2, $3)`,
      [email, inquiryType, createdAt],
    );

  async function inquiry(
    propertyId: number,
    createdAt: Date,
    { status = "pending", agentId = null }: { status?: string; agentId?: number | null } = {},
  ) {
    // An old account: the sender must not count among a week's sign-ups.
    const userId = await insertUser(app(), { created_at: at("2025-01-01T00:00:00Z") });
    return insertReturningId(
      `INSERT INTO inquiries (user_id, property_id, agent_id, name, email, message, status, created_at)
       VALUES ($1, $2, $3, 'Yaw Darko', $4, 'Is it still available?', $5, $6)`,
      [userId, propertyId, agentId, `yaw.${userId}@example.com`, status, createdAt],
    );
  }

  const click = (
    propertyId: number,
    channel: "whatsapp" | "email" | "call",
    createdAt: Date,
    agentId: number | null = null,
  ) =>
    insertReturningId(
      "INSERT INTO contact_clicks (property_id, agent_id, channel, created_at) VALUES ($1, $2, $3, $4)",
      [propertyId, agentId, channel, createdAt],
    );

  return { newsletter, contactMessage, inquiry, click };
}
