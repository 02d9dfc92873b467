import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminStats,
  AdminUser,
  Lead,
  LeadCounts,
  LeadGroupPage,
  RecentProperty,
} from "#modules/admin/admin-dashboard.types.js";
import type { AdminViewings } from "#modules/admin/admin-viewings.types.js";
import type { UnclaimedAgent } from "#modules/agents/agents.ports.js";
import type {
  AgentLicence,
  Decision,
  LicenceAction,
  ReviewedApplication,
} from "#modules/agents/agents.types.js";
import type { ReviewedSubmission } from "#modules/listing-submissions/listing-submissions.types.js";
import { apiRequest } from "../lib/api.js";
import { toast } from "../toast/toast-store.js";
import { refreshAuditLog } from "./audit-log.js";
import { type DecisionKind, decisionFailedToast, decisionToast } from "./decision-toasts.js";
import { apiUrl, useApiQuery } from "./seeds.js";

export const ADMIN_SESSION_URL = "/api/admin/session";
export const ADMIN_STATS_URL = "/api/admin/stats";
export const ADMIN_LEADS_URL = "/api/admin/leads";
export const ADMIN_LEAD_COUNTS_URL = "/api/admin/lead-counts";
/** Leads grouped by listing and day, a page at a time; page 1 is the bare URL. */
export const ADMIN_LEAD_GROUPS_URL = "/api/admin/lead-groups";
export const adminLeadGroupsUrl = (page: number) =>
  apiUrl(ADMIN_LEAD_GROUPS_URL, { page: page > 1 ? page : undefined });
export const ADMIN_RECENT_PROPERTIES_URL = "/api/admin/recent-properties";
export const ADMIN_USERS_URL = "/api/admin/users";
/** Viewings per listing and per agent, most requested first (decision 104). */
export const ADMIN_VIEWINGS_URL = "/api/admin/viewings";
export const ADMIN_APPLICATIONS_URL = "/api/admin/agent-registrations";
/** Every submission awaiting a decision: pending, and held for a photo match (decision 14). */
export const ADMIN_PENDING_LISTINGS_URL = apiUrl("/api/admin/listings", { status: "pending,held" });

/** Spec §9: the dashboard shows 5 recent properties and 10 users. */
export const ADMIN_RECENT_PROPERTIES_SHOWN = 5;
export const ADMIN_USERS_SHOWN = 10;

export interface AdminSession {
  isAdmin: boolean;
}

/** Decision 8: the server's session flag decides; the page never trusts a browser flag. */
export function useAdminSession() {
  return useApiQuery<AdminSession>(ADMIN_SESSION_URL);
}

/** Spec §7: the admin reads are sent only once the admin flag is known to be set. */
const only = (isAdmin: boolean, url: string) => (isAdmin ? url : null);

export function useAdminStats(isAdmin: boolean) {
  return useApiQuery<AdminStats>(only(isAdmin, ADMIN_STATS_URL));
}
export function useAdminLeads(isAdmin: boolean) {
  return useApiQuery<Lead[]>(only(isAdmin, ADMIN_LEADS_URL));
}
export function useAdminLeadCounts(isAdmin: boolean) {
  return useApiQuery<LeadCounts>(only(isAdmin, ADMIN_LEAD_COUNTS_URL));
}
/** The previous page stays on screen while the next one is asked. */
export function useAdminLeadGroups(isAdmin: boolean, page: number) {
  return useApiQuery<LeadGroupPage>(only(isAdmin, adminLeadGroupsUrl(page)), {
    keepPrevious: true,
  });
}
export function useRecentProperties(isAdmin: boolean) {
  return useApiQuery<RecentProperty[]>(only(isAdmin, ADMIN_RECENT_PROPERTIES_URL));
}
export function useAdminUsers(isAdmin: boolean) {
  return useApiQuery<AdminUser[]>(only(isAdmin, ADMIN_USERS_URL));
}
export function useAdminViewings(isAdmin: boolean) {
  return useApiQuery<AdminViewings>(only(isAdmin, ADMIN_VIEWINGS_URL));
}
export function useAgentApplications(isAdmin: boolean) {
  return useApiQuery<ReviewedApplication[]>(only(isAdmin, ADMIN_APPLICATIONS_URL));
}
export function usePendingListings(isAdmin: boolean) {
  return useApiQuery<ReviewedSubmission[]>(only(isAdmin, ADMIN_PENDING_LISTINGS_URL));
}

/** What a decision changes: the counts, both review queues and the recent properties. */
const DECISION_REFRESHES = [
  ADMIN_STATS_URL,
  ADMIN_APPLICATIONS_URL,
  ADMIN_PENDING_LISTINGS_URL,
  ADMIN_RECENT_PROPERTIES_URL,
];

const DECISION_BASE: Record<DecisionKind, string> = {
  application: ADMIN_APPLICATIONS_URL,
  listing: "/api/admin/listings",
};

export type { DecisionKind };

interface DecisionVariables {
  id: number;
  status: Decision;
  reason?: string;
  /** Whom it concerns, for the toast (not sent). */
  subject: string;
}

/**
 * Approve or reject an agent application or a listing submission; a rejection carries its reason
 *. Spec §4 reloads the page after either action, whatever the answer; refreshing the
 * admin queries shows the same outcome in place, without a full page load. The outcome shows as a
 * toast (where spec §8 only logged it), raised here rather than by the button, which
 * the refreshed list may already have removed.
 */
export function useDecision(kind: DecisionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: DecisionVariables) =>
      apiRequest("PUT", `${DECISION_BASE[kind]}/${id}/status`, { status, reason }),
    onSuccess: (_, { status, subject }) => toast(decisionToast(kind, status, subject)),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: () =>
      Promise.all([
        ...DECISION_REFRESHES.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
        refreshAuditLog(queryClient),
      ]),
  });
}

/** Approved agents no account holds yet, with when each was mailed a claim link (decision 73). */
export const ADMIN_UNCLAIMED_AGENTS_URL = "/api/admin/unclaimed-agents";
export function useUnclaimedAgents(isAdmin: boolean) {
  return useApiQuery<UnclaimedAgent[]>(only(isAdmin, ADMIN_UNCLAIMED_AGENTS_URL));
}

/** Mails a fresh claim link from the agent's approved application; the list then shows its date. */
export function useSendClaimLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId }: { applicationId: number; name: string }) =>
      apiRequest("POST", `${ADMIN_APPLICATIONS_URL}/${applicationId}/claim-link`),
    onSuccess: (_, { name }) =>
      toast({ title: "Claim link sent", description: `${name} is e-mailed a new link.` }),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_UNCLAIMED_AGENTS_URL] }),
  });
}

/** Every agent's licence number and whether an admin checked it (decision 100). */
export const ADMIN_AGENT_LICENCES_URL = "/api/admin/agents";
export function useAgentLicences(isAdmin: boolean) {
  return useApiQuery<AgentLicence[]>(only(isAdmin, ADMIN_AGENT_LICENCES_URL));
}

interface LicenceDecisionVariables {
  agentId: number;
  action: LicenceAction;
  /** The number the admin checked, when it is not the agent's own. */
  licenseNumber?: string;
  /** Why a check is withdrawn: mailed to the agent. */
  reason?: string;
  /** The agent's name, for the toast (not sent). */
  name: string;
}

/** Record that an agent's licence was checked, or withdraw that record (audited, decision 100). */
export function useLicenceDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, action, licenseNumber, reason }: LicenceDecisionVariables) =>
      apiRequest("PUT", `/api/admin/agents/${agentId}/licence`, { action, licenseNumber, reason }),
    onSuccess: (_, { action, name }) =>
      toast(
        action === "check"
          ? {
              title: "Licence checked",
              description: `${name}'s card now says so, with today's date.`,
            }
          : { title: "Licence check withdrawn", description: `${name} has been told why.` },
      ),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_AGENT_LICENCES_URL] }),
        refreshAuditLog(queryClient),
      ]),
  });
}
