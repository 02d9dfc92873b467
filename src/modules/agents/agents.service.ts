import { UnauthorizedError } from "../../shared/errors.js";
import { validateInput } from "../../shared/validation.js";
import type { UserRepository } from "../accounts/accounts.ports.js";
import { AgentProfileNotFoundError } from "./agents.errors.js";
import { AgentListInput, prepareAgentList } from "./agents.inputs.js";
import type { AgentRepository } from "./agents.ports.js";
import type { Agent } from "./agents.types.js";

/** The public agent directory and the signed-in user's own agent profile. */
export class AgentsService {
  constructor(
    private readonly agents: AgentRepository,
    private readonly users: UserRepository,
  ) {}

  /** Query: featured ("true"), search (name or company), sort (rating|sales|reviews|newest), limit. */
  async listAgents(rawQuery: unknown): Promise<Agent[]> {
    const { featured, search, sort, limit } = await validateInput(
      AgentListInput,
      rawQuery,
      prepareAgentList,
    );
    return this.agents.list({ featured, search, sort, limit });
  }

  /**
   * A user is an agent when an approved application made an agent with their e-mail:
   * matching on e-mail alone would let anyone claim a seeded agent by signing up with its address.
   */
  async getProfile(userId: number | undefined): Promise<Agent> {
    if (!userId) throw new UnauthorizedError();
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    const agent = await this.agents.findApprovedByEmail(user.email);
    if (!agent) throw new AgentProfileNotFoundError();
    return agent;
  }
}
