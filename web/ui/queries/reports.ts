import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportAction, ReportedListing } from "#modules/reports/reports.types.js";
import { apiRequest } from "../lib/api.js";
import { refreshAuditLog } from "./audit-log.js";
import { useApiQuery } from "./seeds.js";

export const ADMIN_REPORTS_URL = "/api/admin/reports";
/** What a moderation decision changes on /admin: the queue and the counts. */
const REFRESHES = [ADMIN_REPORTS_URL, "/api/admin/stats", "/api/admin/recent-properties"];

export const reportsUrl = (propertyId: number) => `/api/properties/${propertyId}/reports`;

export function useReportedListings(isAdmin: boolean) {
  return useApiQuery<ReportedListing[]>(isAdmin ? ADMIN_REPORTS_URL : null);
}

/** Dismiss (back in search) or Unpublish (gone) the reports of one listing. */
export function useReportDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, action }: { propertyId: number; action: ReportAction }) =>
      apiRequest("PUT", `${ADMIN_REPORTS_URL}/${propertyId}`, { action }),
    onError: (error) => console.warn("The report decision failed:", error),
    onSettled: () =>
      Promise.all([
        ...REFRESHES.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
        refreshAuditLog(queryClient),
      ]),
  });
}
