import cluster from "node:cluster";
import os from "node:os";
import Koa from "koa";
import pg from "pg";
import { REPORT_THRESHOLD, SEARCHABLE_STATUS } from "../src/modules/listings/listing-visibility.js";

// The anchor of the uncached API search (issue 21): the statements the app sends to the database
// for GET /api/properties?search=<word>&sort=price-low&minPrice=<n>, copied from its query log,
// through bare `pg` in a bare Koa handler, with as many processes as the app has workers and the
// app's pool size. The app's throughput over this one is the share its own path costs; what is
// left is the database's. Keep the statements in step with the repository when they change.

const MATCHES = `WITH m AS MATERIALIZED (SELECT p.id, p.featured,
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS created,
    p.comparable_price_ghs AS price, p.listing_type
  FROM properties p
  WHERE p.published = true AND p.expires_at > $1 AND p.open_report_count < $2 AND p.status = $3
    AND p.search_text LIKE lower($4) AND p.price_ghs >= $5)
SELECT * FROM m LIMIT 1001`;

const PAGE_OF_IDS = `SELECT p.id FROM properties p
  WHERE p.published = true AND p.expires_at > $1 AND p.open_report_count < $2 AND p.status = $3
    AND p.search_text LIKE lower($4) AND p.price_ghs >= $5
  ORDER BY p.listing_type DESC, p.comparable_price_ghs ASC NULLS LAST, p.id ASC LIMIT 12 OFFSET 0`;

const PROPERTY_COLUMNS = `p.id, p.title, p.description, p.price, p.listing_type, p.rent_period,
  p.location, p.city, p.region, p.property_type, p.status, p.bedrooms, p.bathrooms, p.parking,
  p.area, p.furnishing, p.near_universities, p.images, p.amenities, p.featured, p.agent_id,
  p.owner_id, p.owner_name, p.owner_phone, p.price_currency, p.price_ghs, p.rent_advance_months,
  p.viewing_fee, p.commission_percent, p.digital_address, p.title_status, p.last_confirmed_at,
  p.expires_at, p.published, p.open_report_count, p.created_at, p.updated_at`;
const AGENT_COLUMNS = `agent.id AS agent_id_, agent.name AS agent_name, agent.company AS agent_company,
  agent.email AS agent_email, agent.phone AS agent_phone, agent.profile_image AS agent_profile_image,
  agent.rating AS agent_rating, agent.review_count AS agent_review_count,
  agent.properties_sold AS agent_properties_sold, agent.bio AS agent_bio,
  agent.is_verified AS agent_is_verified, agent.featured AS agent_featured,
  agent.region AS agent_region, agent.specialization AS agent_specialization,
  agent.created_at AS agent_created_at, agent.user_id AS agent_user_id`;
const ROWS = `SELECT ${PROPERTY_COLUMNS}, ${AGENT_COLUMNS}
  FROM properties p LEFT JOIN agents agent ON agent.id = p.agent_id WHERE p.id = ANY($1)`;

const RATE =
  "SELECT id, ghs_per_usd, set_at FROM exchange_rates ORDER BY set_at DESC, id DESC LIMIT 1";

type Match = { id: number; price: string | null; listing_type: string };

/** price-low's order (sales first, unpriced last, then id), for up to 1,000 matches sorted here. */
function byPriceLow(a: Match, b: Match): number {
  if (a.listing_type !== b.listing_type) return a.listing_type === "sale" ? -1 : 1;
  if (a.price === null || b.price === null) {
    return a.price === b.price ? a.id - b.id : a.price === null ? 1 : -1;
  }
  return Number(a.price) - Number(b.price) || a.id - b.id;
}

function serve(): void {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = new Koa();
  app.use(async (ctx) => {
    const word = String(ctx.query.search ?? "");
    const params = [
      new Date(),
      REPORT_THRESHOLD,
      SEARCHABLE_STATUS,
      `%${word}%`,
      Number(ctx.query.minPrice ?? 0),
    ];
    const matches = (await pool.query<Match>(MATCHES, params)).rows;
    const ids =
      matches.length <= 1000
        ? matches
            .sort(byPriceLow)
            .slice(0, 12)
            .map((m) => m.id)
        : (await pool.query<{ id: number }>(PAGE_OF_IDS, params)).rows.map((r) => r.id);
    const rows = (await pool.query(ROWS, [ids])).rows;
    const rate = (await pool.query(RATE)).rows[0] ?? null;
    ctx.body = { rate, rows };
  });
  app.listen(Number(process.env.PORT), "127.0.0.1");
}

if (cluster.isPrimary) {
  const workers = Number(process.env.WEB_CONCURRENCY) || os.availableParallelism();
  for (let i = 0; i < workers; i++) cluster.fork();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
      process.exit(0);
    });
  }
} else {
  serve();
  process.once("SIGTERM", () => process.exit(0));
}
