import { ContainerModule } from "inversify";
import { TypeOrmListingReportRepository } from "../../adapters/persistence/repositories/typeorm-listing-report.repository.js";
import { AuditTrail } from "../../modules/admin/audit-trail.js";
import { ListingReportsService } from "../../modules/reports/listing-reports.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

/** Reports of listings, counted only from verified accounts (decisions 13, 43). */
export const reportsBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.ListingReportRepository).toDynamicValue(onDb(TypeOrmListingReportRepository));
  bindClass(bind, ListingReportsService, [
    TOKENS.ListingReportRepository,
    TOKENS.SettingsRepository,
    TOKENS.Transactions,
    TOKENS.Clock,
    AuditTrail,
  ]);
});
