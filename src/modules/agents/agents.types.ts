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
  /** The agent record an approval created or updated. */
  agentId: number | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** What an approval writes onto the agent record (matched by e-mail). */
export interface VerifiedAgentProfile {
  name: string;
  email: string;
  company: string;
  phone: string;
  bio: string;
  profileImage: string | null;
  region: string;
  specialization: string;
}
