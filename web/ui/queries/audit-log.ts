import type { QueryClient } from "@tanstack/react-query";
import type { AuditLogPage } from "#modules/admin/audit-log.types.js";
import { apiUrl, useApiQuery } from "./seeds.js";

/** Page 1 has no query string: that is the URL the server seeds on the first render. */
export const ADMIN_AUDIT_LOG_URL = "/api/admin/audit-log";

export const auditLogUrl = (page: number) =>
  apiUrl(ADMIN_AUDIT_LOG_URL, { page: page > 1 ? page : undefined });

export function useAuditLog(isAdmin: boolean, page: number) {
  return useApiQuery<AuditLogPage>(isAdmin ? auditLogUrl(page) : null, { keepPrevious: true });
}

/** After any admin decision: every page of the log may have moved. */
export function refreshAuditLog(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith(ADMIN_AUDIT_LOG_URL),
  });
}
