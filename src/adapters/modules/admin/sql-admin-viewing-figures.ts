import type { AdminViewingFigures } from "#modules/admin/admin.ports.js";
import type { AdminViewings } from "#modules/admin/admin-viewings.types.js";
import { VIEWING_STATUSES, type ViewingStatus } from "#shared/viewing-statuses.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, oneOf, rowParser, text } from "../../persistence/row-parser.js";

const tally = {
  requested: int,
  confirmed: int,
  done: int,
  noShows: int,
  declinedOrCancelled: int,
};
const listingRow = rowParser("listing's viewings", { propertyId: int, title: text, ...tally });
const agentRow = rowParser("agent's viewings", { agentId: int, name: text, ...tally });
const statusRow = rowParser("viewings of a status", { status: oneOf(...VIEWING_STATUSES), n: int });

/** What became of a group's viewings; "confirmed" is every one that reached a confirmed time. */
const TALLY = `count(*)::int AS requested,
  count(*) FILTER (WHERE v.status IN ('confirmed', 'done', 'no_show'))::int AS confirmed,
  count(*) FILTER (WHERE v.status = 'done')::int AS done,
  count(*) FILTER (WHERE v.status = 'no_show')::int AS "noShows",
  count(*) FILTER (WHERE v.status IN ('declined', 'cancelled'))::int AS "declinedOrCancelled"`;

/**
 * The admin's counts of viewings (decision 104) in plain SQL, the same on PGlite and a server.
 * Each is one pass over the table: viewings are few beside listings (an account holds at most
 * three open ones), and the dashboard and /metrics read them seldom.
 */
export class SqlAdminViewingFigures implements AdminViewingFigures {
  constructor(private readonly db: DbContext) {}

  async viewings(limit: number): Promise<AdminViewings> {
    const listings: unknown[] = await this.db.manager.query(
      `SELECT p.id AS "propertyId", p.title, ${TALLY}
         FROM viewings v JOIN properties p ON p.id = v.property_id
        GROUP BY p.id
        ORDER BY requested DESC, p.id
        LIMIT $1`,
      [limit],
    );
    // An agent's viewings are those of their listings when requested (agent_id is kept on the row).
    const agents: unknown[] = await this.db.manager.query(
      `SELECT a.id AS "agentId", a.name, ${TALLY}
         FROM viewings v JOIN agents a ON a.id = v.agent_id
        GROUP BY a.id
        ORDER BY requested DESC, a.id
        LIMIT $1`,
      [limit],
    );
    return {
      byStatus: await this.byStatus(),
      listings: listingRow.all(listings),
      agents: agentRow.all(agents),
    };
  }

  async byStatus(): Promise<AdminViewings["byStatus"]> {
    const rows: unknown[] = await this.db.manager.query(
      "SELECT status, count(*)::int AS n FROM viewings GROUP BY status",
    );
    const found = new Map(statusRow.all(rows).map(({ status, n }) => [status, n]));
    // Every status, so a chart of each one starts at 0 rather than at its first viewing.
    return Object.fromEntries(
      VIEWING_STATUSES.map((status) => [status, found.get(status) ?? 0]),
    ) as Record<ViewingStatus, number>;
  }
}
