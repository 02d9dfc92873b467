import type { Container } from "inversify";
import type { DbContext } from "../adapters/persistence/db-context.js";
import { TypeOrmAgentRepository } from "../adapters/persistence/repositories/typeorm-agent.repository.js";
import { TypeOrmAgentApplicationRepository } from "../adapters/persistence/repositories/typeorm-agent-application.repository.js";
import type { AppConfig } from "../config.js";
import { AccountTokens } from "../modules/accounts/account-tokens.js";
import { AuditTrail } from "../modules/admin/audit-trail.js";
import { AgentLinksService } from "../modules/agents/agent-links.service.js";
import { AgentVettingService } from "../modules/agents/agent-vetting.service.js";
import { AgentsService } from "../modules/agents/agents.service.js";
import { TOKENS } from "./tokens.js";

/** Agents: the directory, the applications and their mailed links (decision 43). */
export function bindAgents(c: Container, { config, db }: { config: AppConfig; db: DbContext }) {
  c.bind(TOKENS.AgentRepository).toConstantValue(new TypeOrmAgentRepository(db));
  c.bind(TOKENS.AgentApplicationRepository).toConstantValue(
    new TypeOrmAgentApplicationRepository(db),
  );
  c.bind(AgentsService).toDynamicValue((r) => new AgentsService(r.get(TOKENS.AgentRepository)));
  c.bind(AgentVettingService).toDynamicValue(
    (r) =>
      new AgentVettingService(
        r.get(TOKENS.AgentApplicationRepository),
        r.get(TOKENS.AgentRepository),
        r.get(TOKENS.FileStore),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.infoEmail,
        r.get(AuditTrail),
        r.get(TOKENS.ImageProbe),
        r.get(AccountTokens),
        config.publicUrl,
      ),
  );
  c.bind(AgentLinksService).toDynamicValue(
    (r) =>
      new AgentLinksService(
        r.get(TOKENS.AgentApplicationRepository),
        r.get(TOKENS.AgentRepository),
        r.get(AccountTokens),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.infoEmail,
        config.publicUrl,
      ),
  );
}
