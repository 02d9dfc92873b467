// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import {
  ADMIN_APPLICATIONS_URL,
  ADMIN_LEAD_COUNTS_URL,
  ADMIN_LEADS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_SESSION_URL,
  ADMIN_STATS_URL,
  ADMIN_USERS_URL,
} from "../../../src/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "../../../src/ui/queries/audit-log.js";
import { ADMIN_REPORTS_URL } from "../../../src/ui/queries/reports.js";
import { seedsOf } from "../../../src/ui/queries/seeds.js";

/** The session's server-side admin flag decides (decision 8): a visitor is sent no admin data at all. */
export async function data({ services, actor }: PageContextServer) {
  // What to render; the services refuse a non-admin whatever this hook asks (decision 42).
  const isAdmin = actor.admin !== null;
  const session = async () => ({ isAdmin });
  if (!isAdmin) return seedsOf({ [ADMIN_SESSION_URL]: session });
  return seedsOf({
    [ADMIN_SESSION_URL]: session,
    [ADMIN_STATS_URL]: () => services.adminDashboard.getStats(actor),
    [ADMIN_LEADS_URL]: () => services.adminDashboard.listLeads(actor),
    [ADMIN_LEAD_COUNTS_URL]: () => services.adminDashboard.countLeads(actor),
    [ADMIN_RECENT_PROPERTIES_URL]: () => services.adminDashboard.listRecentProperties(actor),
    [ADMIN_USERS_URL]: () => services.adminDashboard.listUsers(actor),
    [ADMIN_APPLICATIONS_URL]: () => services.agentVetting.listApplications(actor),
    [ADMIN_PENDING_LISTINGS_URL]: () =>
      services.listingSubmissions.listSubmissions(actor, "pending,held"),
    [ADMIN_REPORTS_URL]: () => services.listingReports.listOpenReports(actor),
    [ADMIN_AUDIT_LOG_URL]: () => services.auditLog.listEntries(actor),
  });
}
