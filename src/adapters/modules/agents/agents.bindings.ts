import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AccountTokens } from "#modules/accounts/index.js";
import { AuditTrail } from "#modules/admin/index.js";
import { AgentApplicationsService } from "#modules/agents/agent-applications.service.js";
import { AgentLicencesService } from "#modules/agents/agent-licences.service.js";
import { AgentLinksService } from "#modules/agents/agent-links.service.js";
import type { AgentsConfig } from "#modules/agents/agents.config.js";
import { AgentsService } from "#modules/agents/agents.service.js";
import { PhotoPipeline } from "#modules/photos/index.js";
import { UploadIntake } from "#modules/uploads/index.js";
import { SqlAgentResponseRates } from "./sql-agent-response-rates.js";
import { SqlAgentViewingSignals } from "./sql-agent-viewing-signals.js";
import { SqlUnclaimedAgents } from "./sql-unclaimed-agents.js";
import { TypeOrmAgentRepository } from "./typeorm-agent.repository.js";
import { TypeOrmAgentApplicationRepository } from "./typeorm-agent-application.repository.js";
import { TypeOrmAgentLicenceRepository } from "./typeorm-agent-licence.repository.js";

/** Agents: the directory, the applications and their mailed links (decision 43), licences (100). */
export const agentsBindings = new ContainerModule(({ bind }) => {
  bind<AgentsConfig>(TOKENS.AgentsConfig).toDynamicValue(
    fromConfig(({ infoEmail, publicUrl }) => ({ infoEmail, publicUrl })),
  );
  bind(TOKENS.AgentRepository).toDynamicValue(onDb(TypeOrmAgentRepository));
  bind(TOKENS.AgentApplicationRepository).toDynamicValue(onDb(TypeOrmAgentApplicationRepository));
  bind(TOKENS.UnclaimedAgents).toDynamicValue(onDb(SqlUnclaimedAgents));
  bind(TOKENS.AgentLicenceRepository).toDynamicValue(onDb(TypeOrmAgentLicenceRepository));
  bind(TOKENS.AgentResponseRates).toDynamicValue(onDb(SqlAgentResponseRates));
  bind(TOKENS.AgentViewingSignals).toDynamicValue(onDb(SqlAgentViewingSignals));
  bindClass(bind, AgentsService, [
    TOKENS.AgentRepository,
    TOKENS.AgentResponseRates,
    TOKENS.AgentViewingSignals,
    TOKENS.Clock,
  ]);
  bindClass(bind, AgentApplicationsService, [
    TOKENS.AgentApplicationRepository,
    TOKENS.AgentRepository,
    PhotoPipeline,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    AuditTrail,
    UploadIntake,
    AccountTokens,
    TOKENS.AgentsConfig,
    TOKENS.UserRepository,
  ]);
  bindClass(bind, AgentLicencesService, [
    TOKENS.AgentLicenceRepository,
    TOKENS.Transactions,
    TOKENS.Clock,
    AuditTrail,
    TOKENS.Mailer,
    TOKENS.AgentsConfig,
  ]);
  bindClass(bind, AgentLinksService, [
    TOKENS.AgentApplicationRepository,
    TOKENS.AgentRepository,
    AccountTokens,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.AgentsConfig,
    TOKENS.UnclaimedAgents,
  ]);
});
