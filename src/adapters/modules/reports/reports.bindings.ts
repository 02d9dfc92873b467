import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AuditTrail } from "#modules/admin/index.js";
import { AgentsService } from "#modules/agents/index.js";
import { ListingReportsService } from "#modules/reports/listing-reports.service.js";
import { ReportedFeesService } from "#modules/reports/reported-fees.service.js";
import type { ReportsConfig } from "#modules/reports/reports.config.js";
import { TypeOrmListingReportRepository } from "./typeorm-listing-report.repository.js";

/**
 * Reports of listings, counted only from distinct verified people (decisions 13, 43, 82), and the
 * upheld reports of fees on an agent's page (100).
 */
export const reportsBindings = new ContainerModule(({ bind }) => {
  bind<ReportsConfig>(TOKENS.ReportsConfig).toDynamicValue(
    fromConfig(({ infoEmail, publicUrl }) => ({ infoEmail, publicUrl })),
  );
  bind(TOKENS.ListingReportRepository).toDynamicValue(onDb(TypeOrmListingReportRepository));
  bindClass(bind, ListingReportsService, [
    TOKENS.ListingReportRepository,
    TOKENS.SettingsRepository,
    TOKENS.Transactions,
    TOKENS.Clock,
    AuditTrail,
    TOKENS.Mailer,
    TOKENS.ReportsConfig,
  ]);
  bindClass(bind, ReportedFeesService, [AgentsService, TOKENS.ListingReportRepository]);
});
