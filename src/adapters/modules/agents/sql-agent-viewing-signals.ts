import type { AgentViewingSignals } from "#modules/agents/agents.ports.js";
import { CONFIRM_WITHIN_HOURS, type ViewingCounts } from "#shared/viewing-signal.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, rowParser } from "../../persistence/row-parser.js";

const countsRow = rowParser("agent's viewings", {
  agentId: int,
  requests: int,
  confirmedInTime: int,
  noShows: int,
});

/**
 * A read model over the viewings (decision 95), read along viewings_of_agent (agent_id): per agent, the
 * requests judged by `now` and those confirmed within the time allowed, and the no-shows
 * visitors reported against the lister.
 *
 * A request is judged once the lister answered it or once it is CONFIRM_WITHIN_HOURS old: a
 * fresh one neither helps nor hurts. A request its visitor withdrew before any answer, within
 * that time, is never judged: the agent had no chance to confirm it. A viewing confirmed in
 * time counts even if it was later cancelled, missed or moved to a new time: its first
 * confirmation is what was asked of the lister.
 */
export class SqlAgentViewingSignals implements AgentViewingSignals {
  constructor(private readonly db: DbContext) {}

  async viewingCountsOf(
    agentIds: readonly number[],
    now: Date,
  ): Promise<Map<number, ViewingCounts>> {
    if (agentIds.length === 0) return new Map();
    const rows: unknown[] = await this.db.manager.query(
      `WITH v AS (
         SELECT agent_id, status, no_show_of,
                COALESCE(first_confirmed_at, confirmed_at)
                  <= requested_at + $3 * interval '1 hour' AS in_time,
                (first_answered_at IS NOT NULL
                   OR requested_at <= $2::timestamptz - $3 * interval '1 hour')
                AND NOT (status = 'cancelled' AND closed_by = 'visitor'
                         AND first_answered_at IS NULL
                         AND updated_at < requested_at + $3 * interval '1 hour') AS judged
           FROM viewings
          WHERE agent_id = ANY($1::int[])
       )
       SELECT agent_id AS "agentId",
              count(*) FILTER (WHERE judged)::int AS requests,
              count(*) FILTER (WHERE judged AND in_time)::int AS "confirmedInTime",
              count(*) FILTER (WHERE status = 'no_show' AND no_show_of = 'lister')::int AS "noShows"
         FROM v
        GROUP BY agent_id`,
      [agentIds, now, CONFIRM_WITHIN_HOURS],
    );
    return new Map(countsRow.all(rows).map(({ agentId, ...counts }) => [agentId, counts] as const));
  }
}
