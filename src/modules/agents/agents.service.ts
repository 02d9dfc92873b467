import { type Actor, signedInUser } from "../../shared/actor.js";
import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { responseRateOf } from "../../shared/response-rate.js";
import { validateInput } from "../../shared/validation.js";
import { AgentNotFoundError, AgentProfileNotFoundError } from "./agents.errors.js";
import { AgentListInput, prepareAgentList } from "./agents.inputs.js";
import type { AgentRepository, AgentResponseRates } from "./agents.ports.js";
import type { Agent, DirectoryAgent } from "./agents.types.js";

/** The public agent directory and the signed-in user's own agent profile. */
export class AgentsService {
  constructor(
    private readonly agents: AgentRepository,
    private readonly rates: AgentResponseRates,
    private readonly clock: Clock,
  ) {}

  /**
   * Query: featured ("true"), search (name or company), sort (rating|sales|reviews|newest), limit.
   * Each agent with their response rate to renters' availability questions (decision 101).
   */
  async listAgents(rawQuery: unknown): Promise<DirectoryAgent[]> {
    const { featured, search, sort, limit } = await validateInput(
      AgentListInput,
      rawQuery,
      prepareAgentList,
    );
    const agents = await this.agents.list({ featured, search, sort, limit });
    const counts = await this.rates.askCountsOf(
      agents.map((a) => a.id),
      this.clock.now(),
    );
    return agents.map((agent) => ({
      ...agent,
      responseRate: responseRateOf(counts.get(agent.id)),
    }));
  }

  /** GET /api/agents/{id}: one agent of the directory, for its page; 404 for any other id. */
  async getAgent(id: string): Promise<Agent> {
    const agentId = PositiveId.parse(id);
    const agent = agentId === null ? null : await this.agents.findById(agentId);
    if (!agent) throw new AgentNotFoundError();
    return agent;
  }

  /**
   * The agent linked to the account by an approval or a claim link (decision 43). Never by
   * e-mail: anyone could give their account an agent's public address.
   */
  async getProfile(actor: Actor): Promise<Agent> {
    const agent = await this.agents.findByUserId(signedInUser(actor));
    if (!agent) throw new AgentProfileNotFoundError();
    return agent;
  }
}
