import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Agent } from "#modules/agents/agents.types.js";
import type { Inquiry } from "#modules/inquiries/inquiries.types.js";
import type {
  ManagedListing,
  ManagedStatus,
  PendingListing,
} from "#modules/my-listings/my-listings.types.js";
import { useAuth } from "../auth/use-auth.js";
import { apiRequest } from "../lib/api.js";
import { AGENT_PROFILE_URL } from "./dashboard.js";
import { useApiQuery } from "./seeds.js";

export const MY_LISTINGS_URL = "/api/my-listings";
/** The user's submissions still awaiting review (decision 56). */
export const PENDING_LISTINGS_URL = `${MY_LISTINGS_URL}/pending`;
export const listingInquiriesUrl = (id: number) => `${MY_LISTINGS_URL}/${id}/inquiries`;

/**
 * What the edit form sends: every editable field (a PUT), the optional ones possibly empty. The
 * advance is sent only for a rental and the title status only for land (the server drops them).
 */
export interface ListingEdit {
  title: string;
  description: string;
  price: string;
  bedrooms: string;
  bathrooms: string;
  parking: string;
  area: string;
  amenities: string[];
  rentAdvanceMonths?: string;
  viewingFee: string;
  commissionPercent: string;
  digitalAddress: string;
  titleStatus?: string;
  latitude: string;
  longitude: string;
}

/** The signed-in user's listings with their counts; nothing is asked for a visitor. */
export function useMyListings() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<ManagedListing[]>(isAuthenticated ? MY_LISTINGS_URL : null);
}

/** The listings the user submitted that wait for review; nothing is asked for a visitor. */
export function usePendingListings() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<PendingListing[]>(isAuthenticated ? PENDING_LISTINGS_URL : null);
}

/** One listing's inquiries, asked only once its manager opens the list. */
export function useListingInquiries(id: number, open: boolean) {
  return useApiQuery<Inquiry[]>(open ? listingInquiriesUrl(id) : null);
}

/** After a change the list and the public page of that listing are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (id: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_URL] }),
      queryClient.invalidateQueries({ queryKey: [`/api/properties/${id}`] }),
    ]);
}

export function useEditListing(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (edit: ListingEdit) => apiRequest("PUT", `${MY_LISTINGS_URL}/${id}`, edit),
    onSuccess: () => refresh(id),
  });
}

export function useSetListingStatus(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: ManagedStatus) =>
      apiRequest("PUT", `${MY_LISTINGS_URL}/${id}/status`, { status }),
    onSuccess: () => refresh(id),
  });
}

/**
 * Whether the user is an agent (spec §6: the profile call returns data), and whether that is
 * still unknown: the page must not flash the wrong invitation while the answer is on its way.
 * `needed` false asks nothing (a non-agent's 404 is a console error on a client navigation).
 */
export function useAgentStatus(needed = true): { isAgent: boolean; isLoading: boolean } {
  const { isAuthenticated } = useAuth();
  const asked = isAuthenticated && needed;
  const profile = useApiQuery<Agent | null>(asked ? AGENT_PROFILE_URL : null);
  return { isAgent: Boolean(profile.data), isLoading: asked && profile.isPending };
}
