/** The reports module's public surface: what code outside it may import (decision 97). */
export { ListingReportsService } from "./listing-reports.service.js";
export { type FeeKind, reportedFeeLine } from "./reported-fees.rules.js";
export { ReportedFeesService } from "./reported-fees.service.js";
export type { AgentReportedFees, ReportReason } from "./reports.types.js";
