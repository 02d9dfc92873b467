import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { AdminConfig } from "#modules/admin/admin.config.js";
import { AdminAuthService } from "#modules/admin/admin-auth.service.js";
import { AdminDashboardService } from "#modules/admin/admin-dashboard.service.js";
import { AuditLogService } from "#modules/admin/audit-log.service.js";
import { AuditTrail } from "#modules/admin/audit-trail.js";
import { SqlAdminReadModel } from "./sql-admin-read-model.js";
import { SqlAdminViewingFigures } from "./sql-admin-viewing-figures.js";
import { SqlAuditLogRepository } from "./sql-audit-log.repository.js";
import { TypeOrmSettingsRepository } from "./typeorm-settings.repository.js";

/** Admin: the password, the dashboard, and the audit log of admin decisions (decision 27). */
export const adminBindings = new ContainerModule(({ bind }) => {
  // Written in each decision's own transaction, by whichever module decides.
  bind(TOKENS.AuditLogRepository).toDynamicValue(onDb(SqlAuditLogRepository));
  bindClass(bind, AuditTrail, [TOKENS.AuditLogRepository, TOKENS.Clock]);
  bindClass(bind, AuditLogService, [TOKENS.AuditLogRepository]);

  bind(TOKENS.SettingsRepository).toDynamicValue(onDb(TypeOrmSettingsRepository));
  bind<AdminConfig>(TOKENS.AdminConfig).toDynamicValue(
    fromConfig(({ adminPassword }) => ({ environmentPassword: adminPassword })),
  );
  bindClass(bind, AdminAuthService, [
    TOKENS.SettingsRepository,
    TOKENS.PasswordHasher,
    TOKENS.Transactions,
    AuditTrail,
    TOKENS.SessionStore,
    TOKENS.AdminConfig,
  ]);

  bind(TOKENS.AdminReadModel).toDynamicValue(onDb(SqlAdminReadModel));
  bind(TOKENS.AdminViewingFigures).toDynamicValue(onDb(SqlAdminViewingFigures));
  bindClass(bind, AdminDashboardService, [
    TOKENS.AdminReadModel,
    TOKENS.AdminViewingFigures,
    TOKENS.Clock,
  ]);
});
