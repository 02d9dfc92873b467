import type { AgentResponseRates } from "#modules/agents/agents.ports.js";
import { ANSWER_WITHIN_HOURS, type AskCounts } from "#shared/response-rate.js";
import type { DbContext } from "../../persistence/db-context.js";
import { int, rowParser } from "../../persistence/row-parser.js";

const countsRow = rowParser("agent's asks", { agentId: int, asks: int, answeredInTime: int });

/**
 * A read model over the availability asks (decision 95): per agent, the asks judged by `now`
 * (answered, or unanswered past the time allowed) and those answered within it. An ask still
 * within its time is not judged yet: it neither helps nor hurts.
 */
export class SqlAgentResponseRates implements AgentResponseRates {
  constructor(private readonly db: DbContext) {}

  async askCountsOf(agentIds: readonly number[], now: Date): Promise<Map<number, AskCounts>> {
    if (agentIds.length === 0) return new Map();
    const rows: unknown[] = await this.db.manager.query(
      `SELECT agent_id AS "agentId",
              count(*) FILTER (WHERE answered_at IS NOT NULL OR asked_at <= $2::timestamptz - $3 * interval '1 hour')::int AS asks,
              count(*) FILTER (WHERE answered_at <= asked_at + $3 * interval '1 hour')::int AS "answeredInTime"
         FROM availability_asks
        WHERE agent_id = ANY($1::int[])
        GROUP BY agent_id`,
      [agentIds, now, ANSWER_WITHIN_HOURS],
    );
    return new Map(countsRow.all(rows).map(({ agentId, ...counts }) => [agentId, counts] as const));
  }
}
