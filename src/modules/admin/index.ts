/** The admin module's public surface: what code outside it may import (decision 97). */

export type { AdminSessions, AdminViewingFigures, SettingsRepository } from "./admin.ports.js";
export { AdminAuthService } from "./admin-auth.service.js";
export { AdminDashboardService } from "./admin-dashboard.service.js";
export { AuditLogService } from "./audit-log.service.js";
export { AuditTrail } from "./audit-trail.js";
export { IsDecisionReason } from "./decision-reason.validator.js";
export { DECISION_REASON_MESSAGES, decisionReason } from "./decision-reasons.rules.js";
