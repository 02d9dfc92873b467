import type {
  Agent,
  AgentApplication,
  AgentQuery,
  ApplicationStatus,
  Decision,
  NewAgentApplication,
  VerifiedAgentProfile,
} from "./agents.types.js";

export interface AgentRepository {
  list(query: AgentQuery): Promise<Agent[]>;
  findById(id: number): Promise<Agent | null>;
  /** The agent with this e-mail (any case) that an approved application created or updated. */
  findApprovedByEmail(email: string): Promise<Agent | null>;
  /** Creates the agent, or updates the one with this e-mail (any case), marked verified. */
  upsertVerified(profile: VerifiedAgentProfile): Promise<Agent>;
}

export interface AgentApplicationRepository {
  create(application: NewAgentApplication): Promise<AgentApplication>;
  /** Newest first. */
  list(status?: ApplicationStatus): Promise<AgentApplication[]>;
  findById(id: number): Promise<AgentApplication | null>;
  /**
   * Records the decision only while the application is still pending; false when it
   * was not (so two admins deciding at once cannot both win).
   */
  recordDecision(
    id: number,
    decision: { status: Decision; agentId: number | null; decidedAt: Date },
  ): Promise<boolean>;
}
