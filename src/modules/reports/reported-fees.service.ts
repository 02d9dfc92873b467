import type { AgentsService } from "../agents/index.js";
import { summariseFees } from "./reported-fees.rules.js";
import type { ListingReportRepository } from "./reports.ports.js";
import type { AgentReportedFees } from "./reports.types.js";

/**
 * The fees an agent was reported to have asked that the listing did not show, counted on the
 * agent's page only once the team upheld the report (decision 100). An open or dismissed
 * report counts for nothing: anyone may report, and a count of accusations is no fact.
 */
export class ReportedFeesService {
  constructor(
    private readonly agents: Pick<AgentsService, "getAgent">,
    private readonly reports: Pick<ListingReportRepository, "upheldFeesOfAgent">,
  ) {}

  /** GET /api/agents/{id}/reported-fees: 404 exactly when the agent's own page is. */
  async feesOfAgent(id: string): Promise<AgentReportedFees> {
    const agent = await this.agents.getAgent(id);
    return {
      agentId: agent.id,
      fees: summariseFees(await this.reports.upheldFeesOfAgent(agent.id)),
    };
  }
}
