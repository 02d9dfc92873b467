import type { AdminReadModel } from "#modules/admin/admin.ports.js";
import {
  type AdminUser,
  LEAD_SOURCES,
  type Lead,
  type LeadCounts,
  type RecentProperty,
} from "#modules/admin/admin-dashboard.types.js";
import type { DbContext } from "../db-context.js";

/** Counts and lists in plain SQL: each is one indexed query, and the same on PGlite and server. */
export class SqlAdminReadModel implements AdminReadModel {
  constructor(private readonly db: DbContext) {}

  async stats(signupsSince: Date) {
    const [row] = await this.db.manager.query(
      `SELECT
         (SELECT count(*) FROM users)::int AS "totalUsers",
         (SELECT count(*) FROM properties)::int AS "totalProperties",
         (SELECT count(*) FROM inquiries)::int AS "totalInquiries",
         (SELECT count(*) FROM agents)::int AS "totalAgents",
         (SELECT count(*) FROM properties WHERE status = 'available')::int AS "activeListings",
         (SELECT count(*) FROM inquiries WHERE status = 'pending')::int AS "pendingInquiries",
         (SELECT count(*) FROM users WHERE created_at >= $1)::int AS "weeklySignups"`,
      [signupsSince],
    );
    return row;
  }

  async leads(limit: number): Promise<Lead[]> {
    const rows: Record<string, unknown>[] = await this.db.manager.query(
      `SELECT l.*, a.name AS agent_name FROM (${LEADS_SQL}) l
         LEFT JOIN agents a ON a.id = l.agent_id
        ORDER BY l.created_at DESC, l.id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id as string,
      email: (r.email as string | null) ?? null,
      source: r.source as Lead["source"],
      createdAt: new Date(r.created_at as string),
      propertyInterest: (r.property_interest as string | null) ?? null,
      agentName: (r.agent_name as string | null) ?? null,
      status: r.status as Lead["status"],
    }));
  }

  async leadCounts(): Promise<LeadCounts> {
    const rows: { source: string; n: number }[] = await this.db.manager.query(
      `SELECT source, count(*)::int AS n FROM (${LEADS_SQL}) l GROUP BY source`,
    );
    const counts = Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as LeadCounts;
    for (const row of rows) counts[row.source as keyof LeadCounts] = row.n;
    return counts;
  }

  async recentProperties(limit: number): Promise<RecentProperty[]> {
    const rows: Record<string, unknown>[] = await this.db.manager.query(
      `SELECT id, title, location, price, price_currency, property_type, created_at, status
         FROM properties ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id as number,
      title: r.title as string,
      location: r.location as string,
      price: r.price as string,
      priceCurrency: r.price_currency as RecentProperty["priceCurrency"],
      propertyType: r.property_type as string,
      createdAt: new Date(r.created_at as string),
      status: r.status as string,
    }));
  }

  async users(limit: number): Promise<AdminUser[]> {
    const rows: Record<string, unknown>[] = await this.db.manager.query(
      `SELECT id, first_name, last_name, email, profile_image_url, created_at
         FROM users ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id as number,
      firstName: r.first_name as string | null,
      lastName: r.last_name as string | null,
      email: r.email as string,
      profileImageUrl: r.profile_image_url as string | null,
      createdAt: new Date(r.created_at as string),
    }));
  }
}

/**
 * Every lead source as one relation. Contact clicks carry no e-mail (nothing personal is kept);
 * the listing's title is their property interest.
 */
const LEADS_SQL = `
  SELECT 'newsletter-' || n.id AS id, n.email, 'newsletter' AS source, n.created_at,
         NULL AS property_interest, NULL::int AS agent_id, 'new' AS status
    FROM newsletter_subscriptions n
  UNION ALL
  SELECT 'contact-' || c.id, c.email, 'contact', c.created_at, c.inquiry_type, NULL, 'new'
    FROM contact_messages c
  UNION ALL
  SELECT 'inquiry-' || i.id, i.email, 'inquiry', i.created_at, p.title, i.agent_id,
         CASE WHEN i.status = 'pending' THEN 'new' ELSE 'contacted' END
    FROM inquiries i LEFT JOIN properties p ON p.id = i.property_id
  UNION ALL
  SELECT 'click-' || k.id, NULL, CASE WHEN k.channel = 'whatsapp' THEN 'whatsapp' ELSE 'email-click' END,
         k.created_at, p.title, k.agent_id, 'new'
    FROM contact_clicks k LEFT JOIN properties p ON p.id = k.property_id`;
