import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RelistingDecision } from "#modules/relistings/relistings.rules.js";
import type { RelistingLink } from "#modules/relistings/relistings.types.js";
import { useAuth } from "../auth/use-auth.js";
import { apiRequest } from "../lib/api.js";
import type { Json } from "../lib/json.js";
import { toast } from "../toast/toast-store.js";
import { refreshAuditLog } from "./audit-log.js";
import { decisionFailedToast } from "./decision-toasts.js";
import { listingHistoryUrl } from "./listing-history.js";
import { MY_LISTINGS_URL } from "./my-listings.js";
import { useApiQuery } from "./seeds.js";

/** The re-listing links of the signed-in user's listings (decision 102). */
export const MY_RELISTINGS_URL = `${MY_LISTINGS_URL}/relistings`;
/** The links owners and agents disputed, for the admin to decide. */
export const ADMIN_RELISTINGS_URL = "/api/admin/relistings";

export function useMyRelistings() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<Json<RelistingLink>[]>(isAuthenticated ? MY_RELISTINGS_URL : null);
}

export function useDisputedRelistings(isAdmin: boolean) {
  return useApiQuery<Json<RelistingLink>[]>(isAdmin ? ADMIN_RELISTINGS_URL : null);
}

/** What a dispute or a decision changes: the lists, and the listing's public history. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (propertyId: number | null, urls: string[]) =>
    Promise.all([
      ...urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      propertyId === null
        ? null
        : queryClient.invalidateQueries({ queryKey: [listingHistoryUrl(propertyId)] }),
    ]);
}

interface DisputeVariables {
  propertyId: number;
  linkId: number;
  reason: string;
}

/** The listing's owner or agent says a link is wrong; the Ofie team decides. */
export function useDisputeRelisting() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ propertyId, linkId, reason }: DisputeVariables) =>
      apiRequest("POST", `${MY_LISTINGS_URL}/${propertyId}/relistings/${linkId}/dispute`, {
        reason,
      }),
    onSuccess: () =>
      toast({
        title: "Link disputed",
        description: "Visitors no longer see it while the Ofie team looks at it.",
      }),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: (_, __, { propertyId }) => refresh(propertyId, [MY_RELISTINGS_URL]),
  });
}

interface DecisionVariables {
  link: Json<RelistingLink>;
  decision: RelistingDecision;
  reason: string;
}

/** The admin upholds a disputed link or removes it, for a reason the owner reads. */
export function useRelistingDecision() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ link, decision, reason }: DecisionVariables) =>
      apiRequest("PUT", `${ADMIN_RELISTINGS_URL}/${link.id}`, { decision, reason }),
    onSuccess: (_, { link, decision }) =>
      toast({
        title: decision === "upheld" ? "Link upheld" : "Link removed",
        description:
          decision === "upheld"
            ? `"${link.title}" shows its earlier listing again.`
            : `"${link.title}" no longer counts "${link.earlierTitle}".`,
      }),
    onError: (error) => toast(decisionFailedToast(error)),
    onSettled: (_, __, { link }) =>
      Promise.all([refresh(link.propertyId, [ADMIN_RELISTINGS_URL]), refreshAuditLog(queryClient)]),
  });
}
