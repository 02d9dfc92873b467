/** The reports module's public surface: what code outside it may import (decision 97). */
export { ListingReportsService } from "./listing-reports.service.js";
export type { ReportReason } from "./reports.types.js";
