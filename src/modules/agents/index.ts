/** The agents module's public surface: what code outside it may import (decision 97). */
export { AgentApplicationsService } from "./agent-applications.service.js";
export { AgentLicencesService } from "./agent-licences.service.js";
export { AgentLinksService } from "./agent-links.service.js";
export { AgentNotFoundError } from "./agents.errors.js";
export type {
  AgentRepository,
  AgentResponseRates,
  AgentViewingSignals,
} from "./agents.ports.js";
export type { AgentRegion, Specialization } from "./agents.rules.js";
export { AgentsService } from "./agents.service.js";
export type { Agent, DirectoryAgent, ReviewedApplication } from "./agents.types.js";
