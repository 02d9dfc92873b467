import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ReportAction,
  ReportDecision,
  ReportedListing,
} from "#modules/reports/reports.types.js";
import { apiRequest } from "../lib/api.js";
import { toast } from "../toast/toast-store.js";
import { refreshAuditLog } from "./audit-log.js";
import { decisionFailedToast, reportDecisionToast } from "./decision-toasts.js";
import { useApiQuery } from "./seeds.js";

export const ADMIN_REPORTS_URL = "/api/admin/reports";
/** What a moderation decision changes on /admin: the queue and the counts. */
const REFRESHES = [ADMIN_REPORTS_URL, "/api/admin/stats", "/api/admin/recent-properties"];

export const reportsUrl = (propertyId: number) => `/api/properties/${propertyId}/reports`;

export function useReportedListings(isAdmin: boolean) {
  return useApiQuery<ReportedListing[]>(isAdmin ? ADMIN_REPORTS_URL : null);
}

interface ReportDecisionVariables {
  propertyId: number;
  action: ReportAction;
  /** Unpublishing's reason, mailed to the owner; a dismissal sends none. */
  reason?: string;
  /** The listing's title, for the toast (not sent). */
  title: string;
}

/**
 * Dismiss (back in search) or Unpublish (gone) the reports of one listing. The outcome shows as a
 * toast, as the other admin decisions' do: raised here, since the refreshed queue may already
 * have removed the row that asked.
 */
export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ propertyId, action, reason }: ReportDecisionVariables) => {
      const body = { action, reason };
      const response = await apiRequest("PUT", `${ADMIN_REPORTS_URL}/${propertyId}`, body);
      return (await response.json()) as ReportDecision;
    },
    onSuccess: (decision, { title }) => toast(reportDecisionToast(decision, title)),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: () =>
      Promise.all([
        ...REFRESHES.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
        refreshAuditLog(queryClient),
      ]),
  });
}
