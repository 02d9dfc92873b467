import type { AdminReadModel } from "#modules/admin/admin.ports.js";
import {
  type AdminUser,
  LEAD_SOURCES,
  type Lead,
  type LeadCounts,
  type LeadGroup,
  type LeadSource,
  type RecentProperty,
} from "#modules/admin/admin-dashboard.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import {
  int,
  nullable,
  numeric,
  oneOf,
  rowParser,
  text,
  timestamp,
} from "../../persistence/row-parser.js";

const leadRow = rowParser("lead", {
  id: text,
  email: nullable(text),
  source: oneOf(...LEAD_SOURCES),
  createdAt: timestamp,
  propertyInterest: nullable(text),
  agentName: nullable(text),
  status: oneOf("new", "contacted"),
});
const recentPropertyRow = rowParser("recent listing", {
  id: int,
  title: text,
  location: text,
  price: numeric,
  priceCurrency: oneOf("GHS", "USD"),
  listingType: oneOf("sale", "rent"),
  rentPeriod: nullable(oneOf("month", "year")),
  propertyType: text,
  createdAt: timestamp,
  status: text,
});
const adminUserRow = rowParser("admin's user", {
  id: int,
  firstName: nullable(text),
  lastName: nullable(text),
  email: text,
  profileImageUrl: nullable(text),
  createdAt: timestamp,
});
const statsRow = rowParser("admin's figures", {
  totalUsers: int,
  totalProperties: int,
  totalInquiries: int,
  totalAgents: int,
  activeListings: int,
  pendingInquiries: int,
  weeklySignups: int,
  totalLeads: int,
});
const leadCountRow = rowParser("lead count", { source: oneOf(...LEAD_SOURCES), n: int });
const leadGroupRow = rowParser("lead group", {
  day_text: text,
  property_id: nullable(int),
  property_title: nullable(text),
  hostel_id: nullable(int),
  hostel_name: nullable(text),
  ...eachSource(() => int),
  total: int,
  total_groups: int,
  total_leads: int,
});
const leadTotalsRow = rowParser("lead totals", { totalGroups: int, totalLeads: int });

/** Counts and lists in plain SQL: each is one indexed query, and the same on PGlite and server. */
export class SqlAdminReadModel implements AdminReadModel {
  constructor(private readonly db: DbContext) {}

  async stats(signupsSince: Date) {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT
         (SELECT count(*) FROM users)::int AS "totalUsers",
         (SELECT count(*) FROM properties)::int AS "totalProperties",
         (SELECT count(*) FROM inquiries)::int AS "totalInquiries",
         (SELECT count(*) FROM agents)::int AS "totalAgents",
         (SELECT count(*) FROM properties WHERE status = 'available')::int AS "activeListings",
         (SELECT count(*) FROM inquiries WHERE status = 'pending')::int AS "pendingInquiries",
         (SELECT count(*) FROM users WHERE created_at >= $1)::int AS "weeklySignups",
         (SELECT count(*) FROM (${LEADS_SQL}) l)::int AS "totalLeads"`,
      [signupsSince],
    );
    const [row] = statsRow.all(rows);
    return row;
  }

  async leads(limit: number): Promise<Lead[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT l.id, l.email, l.source, l.created_at AS "createdAt",
              l.property_interest AS "propertyInterest", a.name AS "agentName", l.status
         FROM (${LEADS_SQL}) l LEFT JOIN agents a ON a.id = l.agent_id
        ORDER BY l.created_at DESC, l.id LIMIT $1`,
      [limit],
    );
    return leadRow.all(rows);
  }

  async leadCounts(): Promise<LeadCounts> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT source, count(*)::int AS n FROM (${LEADS_SQL}) l GROUP BY source`,
    );
    const counts: LeadCounts = eachSource(() => 0);
    for (const row of leadCountRow.all(rows)) counts[row.source] = row.n;
    return counts;
  }

  /**
   * One GROUP BY over every source: a group is one listing or hostel (or neither) on one day, in UTC, which is
   * Ghana's time all year. Newest day first, then the busiest listing.
   */
  async leadGroups(limit: number, offset: number) {
    // The sources are this file's own constants, not input: safe to write into the SQL.
    const perSource = LEAD_SOURCES.map(
      (source) => `count(*) FILTER (WHERE l.source = '${source}')::int AS "${source}"`,
    ).join(",\n           ");
    const grouped = `
      SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, l.property_id, l.hostel_id,
             ${perSource},
             count(*)::int AS total
        FROM (${LEADS_SQL}) l
       GROUP BY 1, 2, 3`;
    const raw: unknown[] = await this.db.manager.query(
      `WITH g AS (${grouped})
       SELECT to_char(g.day, 'YYYY-MM-DD') AS day_text, g.*, p.title AS property_title,
              h.name AS hostel_name,
              count(*) OVER ()::int AS total_groups, (sum(g.total) OVER ())::int AS total_leads
         FROM g LEFT JOIN properties p ON p.id = g.property_id
                LEFT JOIN student_hostels h ON h.id = g.hostel_id
        ORDER BY g.day DESC, g.total DESC, g.property_id NULLS LAST, g.hostel_id NULLS LAST
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const rows = leadGroupRow.all(raw);
    const groups: LeadGroup[] = rows.map((r) => ({
      day: r.day_text,
      propertyId: r.property_id,
      propertyTitle: r.property_title,
      hostelId: r.hostel_id,
      hostelName: r.hostel_name,
      counts: eachSource((source) => r[source]),
      total: r.total,
    }));
    if (rows.length > 0) {
      const [first] = rows;
      return { groups, totalGroups: first.total_groups, totalLeads: first.total_leads };
    }
    // Past the last page the window has no row to ride on: count on their own.
    const totals: unknown[] = await this.db.manager.query(
      `SELECT count(*)::int AS "totalGroups", coalesce(sum(total), 0)::int AS "totalLeads"
         FROM (${grouped}) g`,
    );
    const [{ totalGroups, totalLeads }] = leadTotalsRow.all(totals);
    return { groups, totalGroups, totalLeads };
  }

  async recentProperties(limit: number): Promise<RecentProperty[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT id, title, location, price, price_currency AS "priceCurrency",
              listing_type AS "listingType", rent_period AS "rentPeriod",
              property_type AS "propertyType", created_at AS "createdAt", status
         FROM properties ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return recentPropertyRow.all(rows);
  }

  async users(limit: number): Promise<AdminUser[]> {
    const rows: unknown[] = await this.db.manager.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email,
              profile_image_url AS "profileImageUrl", created_at AS "createdAt"
         FROM users ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return adminUserRow.all(rows);
  }
}

/** One value for each lead source: LeadCounts, and the group row's column per source. */
function eachSource<T>(value: (source: LeadSource) => T): Record<LeadSource, T> {
  return {
    newsletter: value("newsletter"),
    contact: value("contact"),
    inquiry: value("inquiry"),
    whatsapp: value("whatsapp"),
    call: value("call"),
    "email-click": value("email-click"),
  };
}

/**
 * Every lead source as one relation. Contact clicks carry no e-mail (nothing personal is kept);
 * the listing's title, or the hostel's name, is their property interest.
 */
const LEADS_SQL = `
  SELECT 'newsletter-' || n.id AS id, n.email, 'newsletter' AS source, n.created_at,
         NULL AS property_interest, NULL::int AS agent_id, 'new' AS status,
         NULL::int AS property_id, NULL::int AS hostel_id
    FROM newsletter_subscriptions n
  UNION ALL
  SELECT 'contact-' || c.id, c.email, 'contact', c.created_at, c.inquiry_type, NULL, 'new', NULL,
         NULL
    FROM contact_messages c
  UNION ALL
  SELECT 'inquiry-' || i.id, i.email, 'inquiry', i.created_at, p.title, i.agent_id,
         CASE WHEN i.status = 'pending' THEN 'new' ELSE 'contacted' END, p.id, NULL
    FROM inquiries i LEFT JOIN properties p ON p.id = i.property_id
  UNION ALL
  SELECT 'click-' || k.id, NULL,
         CASE k.channel WHEN 'whatsapp' THEN 'whatsapp' WHEN 'call' THEN 'call' ELSE 'email-click' END,
         k.created_at, coalesce(p.title, h.name), k.agent_id, 'new', p.id, k.hostel_id
    FROM contact_clicks k LEFT JOIN properties p ON p.id = k.property_id
                          LEFT JOIN student_hostels h ON h.id = k.hostel_id`;
