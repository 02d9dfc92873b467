import { ContainerModule } from "inversify";
import { SqlAdminReadModel } from "../../adapters/persistence/repositories/sql-admin-read-model.js";
import { SqlAuditLogRepository } from "../../adapters/persistence/repositories/sql-audit-log.repository.js";
import { TypeOrmSettingsRepository } from "../../adapters/persistence/repositories/typeorm-settings.repository.js";
import type { AdminConfig } from "../../modules/admin/admin.config.js";
import { AdminAuthService } from "../../modules/admin/admin-auth.service.js";
import { AdminDashboardService } from "../../modules/admin/admin-dashboard.service.js";
import { AuditLogService } from "../../modules/admin/audit-log.service.js";
import { AuditTrail } from "../../modules/admin/audit-trail.js";
import { TOKENS } from "../tokens.js";
import { bindClass, fromConfig, onDb } from "./bind.js";

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
  bindClass(bind, AdminDashboardService, [TOKENS.AdminReadModel, TOKENS.Clock]);
});
