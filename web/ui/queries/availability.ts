import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AnswerLink,
  AskReceipt,
  AvailabilityAsk,
} from "#modules/availability/availability.types.js";
import { apiRequest } from "../lib/api.js";
import type { Json } from "../lib/json.js";
import { useApiQuery } from "./seeds.js";

/** POST: "Is it still available?" about a listing (decision 101). */
export const availabilityAsksUrl = (propertyId: number | string) =>
  `/api/properties/${propertyId}/availability-asks`;
/** GET: the signed-in account's latest ask about the listing. */
export const myAvailabilityAskUrl = (propertyId: number | string) =>
  `${availabilityAsksUrl(propertyId)}/mine`;
/** GET checks and POST answers the lister's mailed link; its token is never logged (decision 75). */
export const availabilityAnswerUrl = (token: string) =>
  `/api/availability-answers/${encodeURIComponent(token)}`;

/** Asked only for a signed-in user. */
export function useMyAvailabilityAsk(propertyId: number, signedIn: boolean) {
  return useApiQuery<{ ask: AvailabilityAsk | null }>(
    signedIn ? myAvailabilityAskUrl(propertyId) : null,
  );
}

/** The ask; its answer becomes the account's latest ask at once. */
export function useAskAvailability(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", availabilityAsksUrl(propertyId))
      ).json()) as Json<AskReceipt>,
    onSuccess: (receipt) =>
      queryClient.setQueryData([myAvailabilityAskUrl(propertyId)], { ask: receipt }),
  });
}

/** `null` asks nothing (the server already found the link invalid). */
export function useAnswerLink(token: string | null) {
  return useApiQuery<AnswerLink>(token === null ? null : availabilityAnswerUrl(token));
}
