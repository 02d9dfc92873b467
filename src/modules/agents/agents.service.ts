import { type Actor, signedInUser } from "../../shared/actor.js";
import type { Clock } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { responseRateOf } from "../../shared/response-rate.js";
import { validateInput } from "../../shared/validation.js";
import { viewingSignalOf } from "../../shared/viewing-signal.js";
import { AgentNotFoundError, AgentProfileNotFoundError } from "./agents.errors.js";
import { AgentListInput, prepareAgentList } from "./agents.inputs.js";
import type { AgentRepository, AgentResponseRates, AgentViewingSignals } from "./agents.ports.js";
import type { Agent, DirectoryAgent } from "./agents.types.js";

/** The public agent directory and the signed-in user's own agent profile. */
export class AgentsService {
  constructor(
    private readonly agents: AgentRepository,
    private readonly rates: AgentResponseRates,
    private readonly viewings: AgentViewingSignals,
    private readonly clock: Clock,
  ) {}

  /**
   * Query: featured ("true"), search (name or company), sort (rating|sales|reviews|newest), limit.
   * Each agent with their response rate to renters' availability questions (decision 101) and
   * how they handle viewing requests (decision 104).
   */
  async listAgents(rawQuery: unknown): Promise<DirectoryAgent[]> {
    const { featured, search, sort, limit } = await validateInput(
      AgentListInput,
      rawQuery,
      prepareAgentList,
    );
    const agents = await this.agents.list({ featured, search, sort, limit });
    return agents.map(await this.signalsOf(agents.map((a) => a.id)));
  }

  /** One agent of the directory; 404 for any other id. */
  async getAgent(id: string): Promise<Agent> {
    const agentId = PositiveId.parse(id);
    const agent = agentId === null ? null : await this.agents.findById(agentId);
    if (!agent) throw new AgentNotFoundError();
    return agent;
  }

  /** GET /api/agents/{id}: the agent's page, with the same signals as their card. */
  async getAgentPage(id: string): Promise<DirectoryAgent> {
    const agent = await this.getAgent(id);
    return (await this.signalsOf([agent.id]))(agent);
  }

  /**
   * Counted at the Clock's time, as a request becomes judged without a write; the answer gives
   * each of these agents their signals.
   */
  private async signalsOf(ids: number[]): Promise<(agent: Agent) => DirectoryAgent> {
    const now = this.clock.now();
    const [asks, viewings] = await Promise.all([
      this.rates.askCountsOf(ids, now),
      this.viewings.viewingCountsOf(ids, now),
    ]);
    return (agent) => ({
      ...agent,
      responseRate: responseRateOf(asks.get(agent.id)),
      viewingSignal: viewingSignalOf(viewings.get(agent.id)),
    });
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
