import type { ResponseRate } from "../../shared/response-rate.js";
import type { ViewingSignal } from "../../shared/viewing-signal.js";

/** An agent as the directory and the property pages show it (spec §3). */
export interface Agent {
  id: number;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  profileImage: string | null;
  /** One decimal as a string, e.g. "4.5", as PostgreSQL's numeric arrives. */
  rating: string;
  reviewCount: number;
  propertiesSold: number;
  bio: string | null;
  isVerified: boolean;
  /**
   * The Real Estate Agency Council licence number, only once an admin has checked it; null
   * otherwise, even when the agent gave one (decision 100).
   */
  licenseNumber: string | null;
  /** When an admin checked the licence number; null unless checked (and after a withdrawal). */
  licenseCheckedAt: Date | null;
}

/**
 * An agent in the directory's cards and on their page: with how reliably they answer renters'
 * "Is it still available?" (decision 101), null until MIN_ASKS_FOR_RESPONSE_RATE asks have been
 * judged, and how they handle viewing requests (decision 104), null until
 * MIN_VIEWINGS_FOR_SIGNAL requests have been judged.
 */
export interface DirectoryAgent extends Agent {
  responseRate: ResponseRate | null;
  viewingSignal: ViewingSignal | null;
}

export const AGENT_SORTS = ["rating", "sales", "reviews", "newest"] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export interface AgentQuery {
  featured: boolean;
  search?: string;
  sort: AgentSort;
  limit: number;
}

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type Decision = Exclude<ApplicationStatus, "pending">;

export interface NewAgentApplication {
  name: string;
  email: string;
  phone: string;
  company: string;
  licenseNumber: string | null;
  yearsExperience: number;
  specialization: string;
  location: string;
  bio: string;
  website: string | null;
  profileImage: string | null;
  certifications: string | null;
  languages: string;
}

export interface AgentApplication extends NewAgentApplication {
  id: number;
  status: ApplicationStatus;
  /** The agent record an approval created. */
  agentId: number | null;
  decidedAt: Date | null;
  /** Why it was rejected (required) or a note with an approval, as mailed to the applicant. */
  decisionReason: string | null;
  createdAt: Date;
  /** The account that applied signed in; an approval links the agent to it (decision 43). */
  userId: number | null;
  /** When it reached the admin: at once signed in, once its e-mail link was used signed out. */
  confirmedAt: Date | null;
}

export const MATCH_FIELDS = ["email", "phone"] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

/** An existing agent, or another pending application, with the same e-mail or phone. */
export interface ApplicationMatch {
  agentId: number | null;
  applicationId: number | null;
  name: string;
  on: MatchField[];
}

/** An application as the admin reviews it: a pending one carries what it matches. */
export interface ReviewedApplication extends AgentApplication {
  matches: ApplicationMatch[];
}

/** What an approval writes into a new agent record, linked to the applicant's account if any. */
export interface VerifiedAgentProfile {
  name: string;
  email: string;
  company: string;
  phone: string;
  bio: string;
  profileImage: string | null;
  region: string;
  specialization: string;
  userId: number | null;
  /** As the application gave it; unchecked until an admin checks it (decision 100). */
  licenseNumber: string | null;
}

/** An agent's licence as the admin reviews it (decision 100): the number given, checked or not. */
export interface AgentLicence {
  agentId: number;
  name: string;
  company: string | null;
  email: string;
  /** The number the agent gave (or the admin recorded), checked or not. */
  licenseNumber: string | null;
  checkedAt: Date | null;
  /** Which admin checked it, as the audit log names them. */
  checkedBy: string | null;
}

/** The admin records that the licence number was checked, or withdraws that record. */
export const LICENCE_ACTIONS = ["check", "withdraw"] as const;
export type LicenceAction = (typeof LICENCE_ACTIONS)[number];
