// https://vike.dev/data — `.ssr`: the first render only; client navigations ask /api (decision 9).
import type { PageContextServer } from "vike/types";
import {
  ADMIN_AGENT_LICENCES_URL,
  ADMIN_APPLICATIONS_URL,
  ADMIN_LEAD_COUNTS_URL,
  ADMIN_LEAD_GROUPS_URL,
  ADMIN_LEADS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
  ADMIN_SESSION_URL,
  ADMIN_STATS_URL,
  ADMIN_UNCLAIMED_AGENTS_URL,
  ADMIN_USERS_URL,
  ADMIN_VIEWINGS_URL,
} from "#web/ui/queries/admin.js";
import { ADMIN_AUDIT_LOG_URL } from "#web/ui/queries/audit-log.js";
import { ADMIN_RELISTINGS_URL } from "#web/ui/queries/relistings.js";
import { ADMIN_REPORTS_URL } from "#web/ui/queries/reports.js";
import { readSeeds } from "#web/ui/queries/seeds.js";

/** The session's server-side admin flag decides (decision 8): a visitor is sent no admin data at all. */
export async function data(pageContext: PageContextServer) {
  // What to render; the services refuse a non-admin whatever this hook asks (decision 42).
  if (pageContext.actor.admin === null) return readSeeds(pageContext, [ADMIN_SESSION_URL]);
  return readSeeds(pageContext, [
    ADMIN_SESSION_URL,
    ADMIN_STATS_URL,
    ADMIN_LEADS_URL,
    ADMIN_LEAD_COUNTS_URL,
    ADMIN_LEAD_GROUPS_URL,
    ADMIN_RECENT_PROPERTIES_URL,
    ADMIN_USERS_URL,
    ADMIN_VIEWINGS_URL,
    ADMIN_APPLICATIONS_URL,
    ADMIN_PENDING_LISTINGS_URL,
    ADMIN_REPORTS_URL,
    ADMIN_RELISTINGS_URL,
    ADMIN_AUDIT_LOG_URL,
    ADMIN_UNCLAIMED_AGENTS_URL,
    ADMIN_AGENT_LICENCES_URL,
  ]);
}
