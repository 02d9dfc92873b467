import type { AskCounts } from "../../shared/response-rate.js";
import type { ViewingCounts } from "../../shared/viewing-signal.js";
import type {
  Agent,
  AgentApplication,
  AgentLicence,
  AgentQuery,
  ApplicationMatch,
  ApplicationStatus,
  Decision,
  NewAgentApplication,
  VerifiedAgentProfile,
} from "./agents.types.js";

/**
 * The asks about agents' listings, counted for their response rate (decision 101): those judged
 * by `now` (answered, or unanswered past ANSWER_WITHIN_HOURS) and those answered in time.
 */
export interface AgentResponseRates {
  askCountsOf(agentIds: readonly number[], now: Date): Promise<Map<number, AskCounts>>;
}

/**
 * The viewing requests to agents' listings, counted for their signal (decision 104): those judged
 * by `now` (answered, or unanswered past CONFIRM_WITHIN_HOURS), those confirmed within it, and
 * the no-shows visitors reported against the lister.
 */
export interface AgentViewingSignals {
  viewingCountsOf(agentIds: readonly number[], now: Date): Promise<Map<number, ViewingCounts>>;
}

export interface AgentRepository {
  list(query: AgentQuery): Promise<Agent[]>;
  findById(id: number): Promise<Agent | null>;
  /** The agent linked to this account: the only source of agent powers (decision 43). */
  findByUserId(userId: number): Promise<Agent | null>;
  /**
   * Inserts a verified agent; never touches an existing one. Null when the e-mail (any case)
   * or the account already has an agent (the unique indexes decide between racers).
   */
  createVerified(profile: VerifiedAgentProfile): Promise<Agent | null>;
  /** Whether an account holds this agent's powers (never shown publicly). */
  isLinked(agentId: number): Promise<boolean>;
  /** Links an unlinked agent to an account that has none; false otherwise. */
  linkToUser(agentId: number, userId: number): Promise<boolean>;
}

export interface AgentApplicationRepository {
  create(
    application: NewAgentApplication & { userId: number | null; confirmedAt: Date | null },
  ): Promise<AgentApplication>;
  /** The applications that reached the admin, newest first. */
  list(status?: ApplicationStatus): Promise<AgentApplication[]>;
  findById(id: number): Promise<AgentApplication | null>;
  /** Marks a signed-out application as having reached the admin; false if it already had. */
  confirm(id: number, at: Date): Promise<boolean>;
  /**
   * Per application: the agents, and the other pending applications that reached the admin,
   * with the same e-mail (any case) or phone (its last nine digits).
   */
  matchesOf(ids: readonly number[]): Promise<Map<number, ApplicationMatch[]>>;
  /**
   * Records the decision only while the application is still pending; false when it
   * was not (so two admins deciding at once cannot both win).
   */
  recordDecision(
    id: number,
    decision: {
      status: Decision;
      agentId: number | null;
      decidedAt: Date;
      decisionReason: string | null;
    },
  ): Promise<boolean>;
  /** Records the account that claimed the application's agent by its link. */
  setUser(id: number, userId: number): Promise<void>;
  /** The pending applications an upgrade sent back to prove their address, still owed a link. */
  addressLinksDue(): Promise<number[]>;
  /** Clears the debt; false when another start already took it (so one link goes). */
  takeAddressLinkDue(id: number): Promise<boolean>;
}

/** An approved agent no account holds yet, with the application a claim link goes out from. */
export interface UnclaimedAgent {
  agentId: number;
  applicationId: number;
  name: string;
  email: string;
  /** When the last claim link was mailed; null if none ever was. */
  linkSentAt: Date | null;
}

/** The approved agents no account has claimed (decision 43), and those the upgrade owes a link (73). */
export interface UnclaimedAgents {
  list(): Promise<UnclaimedAgent[]>;
  /** The agents an upgrade unlinked that were never mailed a claim link. */
  due(): Promise<UnclaimedAgent[]>;
  /** Marks the agent's link as no longer owed; false when another process took it first. */
  takeDue(agentId: number): Promise<boolean>;
}

/** Agents' licence numbers and the admin's record of checking them (decision 100). */
export interface AgentLicenceRepository {
  /** Every agent with the licence it gave: unchecked numbers first, then checked, then none. */
  list(): Promise<AgentLicence[]>;
  /** The agent's licence, its row locked until the transaction ends; null for no such agent. */
  lockLicence(agentId: number): Promise<AgentLicence | null>;
  /** Stores the number as checked, at `at` by `by`. */
  recordCheck(agentId: number, licenseNumber: string, at: Date, by: string): Promise<void>;
  /** Clears the check, keeping the number the agent gave. */
  withdrawCheck(agentId: number): Promise<void>;
}
