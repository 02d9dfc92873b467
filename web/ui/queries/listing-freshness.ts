import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingConfirmation } from "#modules/listing-freshness/listing-freshness.service.js";
import { apiRequest } from "../lib/api.js";
import type { Json } from "../lib/json.js";
import { MY_LISTINGS_URL } from "./my-listings.js";
import { propertyUrl } from "./properties.js";
import { useApiQuery } from "./seeds.js";

export const canManageUrl = (propertyId: number | string) =>
  `/api/properties/${propertyId}/can-manage`;
export const confirmLinkUrl = (token: string) =>
  `/api/listing-confirmations/${encodeURIComponent(token)}`;

export interface ConfirmLinkInfo {
  propertyId: number;
  title: string;
  expiresAt: Date;
  freshness: "fresh" | "expired";
}

/** Asked only for a signed-in user: the server decides who manages a listing, never the page. */
export function useCanManage(propertyId: number, signedIn: boolean) {
  return useApiQuery<{ canManage: boolean }>(signedIn ? canManageUrl(propertyId) : null);
}

/** `null` asks nothing (the server already found the link invalid). */
export function useConfirmLink(token: string | null) {
  return useApiQuery<ConfirmLinkInfo>(token === null ? null : confirmLinkUrl(token));
}

/** POST /api/properties/{id}/confirm (the owner's button); the listing and Manage Listings are read again. */
export function useConfirmListing(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", `/api/properties/${propertyId}/confirm`)
      ).json()) as Json<ListingConfirmation>,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [propertyUrl(propertyId)] }),
        queryClient.invalidateQueries({ queryKey: [MY_LISTINGS_URL] }),
      ]),
  });
}
