import type { ApiRead } from "./read-door.js";

/** The admin dashboard's reads: the services check the session's admin rights (decision 42). */
export const ADMIN_READS: ApiRead[] = [
  // Decision 8: the server's session flag, never the browser's belief.
  { url: "/api/admin/session", read: async (_, __, actor) => ({ isAdmin: actor.admin !== null }) },
  {
    url: "/api/admin/stats",
    read: ({ adminDashboard }, _, actor) => adminDashboard.getStats(actor),
  },
  {
    url: "/api/admin/leads",
    read: ({ adminDashboard }, _, actor) => adminDashboard.listLeads(actor),
  },
  {
    url: "/api/admin/lead-groups",
    read: ({ adminDashboard }, { query }, actor) =>
      adminDashboard.listLeadGroups(actor, query.page),
  },
  {
    url: "/api/admin/lead-counts",
    read: ({ adminDashboard }, _, actor) => adminDashboard.countLeads(actor),
  },
  {
    url: "/api/admin/recent-properties",
    read: ({ adminDashboard }, _, actor) => adminDashboard.listRecentProperties(actor),
  },
  {
    url: "/api/admin/users",
    read: ({ adminDashboard }, _, actor) => adminDashboard.listUsers(actor),
  },
  // Viewings per listing and per agent, most requested first (decision 104).
  {
    url: "/api/admin/viewings",
    read: ({ adminDashboard }, _, actor) => adminDashboard.listViewings(actor),
  },
  {
    url: "/api/admin/audit-log",
    read: ({ auditLog }, { query }, actor) => auditLog.listEntries(actor, query.page),
  },
  {
    url: "/api/admin/agent-registrations",
    read: ({ agentApplications }, { query }, actor) =>
      agentApplications.listApplications(actor, query.status),
  },
  {
    // Approved agents no account holds yet, and when each was mailed a claim link (decision 73).
    url: "/api/admin/unclaimed-agents",
    read: ({ agentLinks }, _, actor) => agentLinks.listUnclaimed(actor),
  },
  {
    // Every agent's licence number and whether an admin checked it (decision 100).
    url: "/api/admin/agents",
    read: ({ agentLicences }, _, actor) => agentLicences.listLicences(actor),
  },
  {
    url: "/api/admin/listings",
    read: ({ listingSubmissions }, { query }, actor) =>
      listingSubmissions.listSubmissions(actor, query.status),
  },
  {
    url: "/api/admin/reports",
    read: ({ listingReports }, _, actor) => listingReports.listOpenReports(actor),
  },
  // Re-listing links their listing's owner or agent disputed, for the admin to decide.
  {
    url: "/api/admin/relistings",
    read: ({ relistings }, _, actor) => relistings.listDisputedRelistings(actor),
  },
];
