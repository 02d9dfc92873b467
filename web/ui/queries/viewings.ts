import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ViewingAction } from "#modules/viewings/viewings.rules.js";
import type { MyViewings, Viewing } from "#modules/viewings/viewings.types.js";
import { apiRequest } from "../lib/api.js";
import type { Json } from "../lib/json.js";
import { useApiQuery } from "./seeds.js";

/** POST: a visitor's request to view a listing (decision 104). */
export const propertyViewingsUrl = (propertyId: number | string) =>
  `/api/properties/${propertyId}/viewings`;
/** GET: the signed-in account's latest viewing of the listing, `{ viewing }`. */
export const myViewingUrl = (propertyId: number | string) =>
  `${propertyViewingsUrl(propertyId)}/mine`;
/** GET: the account's viewings on both sides (MyViewings). */
export const VIEWINGS_URL = "/api/viewings";
/** GET reads, PUT acts on one viewing. */
export const viewingUrl = (id: number) => `${VIEWINGS_URL}/${id}`;
/** The confirmed viewing's calendar file, the one the mail attaches. */
export const viewingCalendarUrl = (id: number) => `${viewingUrl(id)}/calendar.ics`;
/** GET reads and POST acts through the lister's mailed link; the token is never logged (decision 75). */
export const viewingAnswerUrl = (token: string) =>
  `/api/viewing-answers/${encodeURIComponent(token)}`;

export type ViewingJson = Json<Viewing>;

/** What PUT /api/viewings/{id} and the answer link's POST take. */
export interface ViewingActionBody {
  action: ViewingAction;
  time?: string;
  reason?: string;
}

export interface ViewingRequestBody {
  times: string[];
  phone: string;
  note: string;
}

/**
 * A viewing from an answer that is the viewing itself or carries it (`{ viewing, created, … }`,
 * as the request's receipt does), so either shape of the API's answer reads the same.
 */
export function viewingOf(body: unknown): ViewingJson {
  const wrapped = body as { viewing?: ViewingJson } | null;
  return wrapped && typeof wrapped.viewing === "object" && wrapped.viewing !== null
    ? wrapped.viewing
    : (body as ViewingJson);
}

/** Asked only for a signed-in user. */
export function useMyViewing(propertyId: number, signedIn: boolean) {
  return useApiQuery<{ viewing: Viewing | null }>(signedIn ? myViewingUrl(propertyId) : null);
}

/** Both lists of "My viewings"; asked only for a signed-in user. */
export function useMyViewings(signedIn: boolean) {
  return useApiQuery<MyViewings>(signedIn ? VIEWINGS_URL : null);
}

/** `null` asks nothing (the server already found the link invalid). */
export function useViewingAnswerLink(token: string | null) {
  return useApiQuery<Viewing | { viewing: Viewing }>(
    token === null ? null : viewingAnswerUrl(token),
  );
}

/**
 * Puts a viewing the API answered wherever it is shown: the property page's "mine" (the
 * visitor's) and the lists of "My viewings", so every card shows its new state at once.
 */
export function rememberViewing(queryClient: QueryClient, viewing: ViewingJson): void {
  if (viewing.role === "visitor") {
    queryClient.setQueryData([myViewingUrl(viewing.propertyId)], { viewing });
  }
  const swap = (list: ViewingJson[]) => list.map((v) => (v.id === viewing.id ? viewing : v));
  queryClient.setQueryData<Json<MyViewings>>([VIEWINGS_URL], (lists) =>
    lists ? { asVisitor: swap(lists.asVisitor), asLister: swap(lists.asLister) } : lists,
  );
}

/**
 * The request; its answer is kept by the caller until the sheet that shows it closes. `created`
 * is false when the account already had an open viewing of the listing (the server answers it).
 */
export function useRequestViewing(propertyId: number) {
  return useMutation({
    mutationFn: async (body: ViewingRequestBody) => {
      const answer = await (await apiRequest("POST", propertyViewingsUrl(propertyId), body)).json();
      return {
        viewing: viewingOf(answer),
        created: (answer as { created?: unknown }).created !== false,
      };
    },
  });
}

/** One action on a viewing by a signed-in party; the answered viewing replaces the shown one. */
export function useViewingAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ViewingActionBody) =>
      viewingOf(await (await apiRequest("PUT", viewingUrl(id), body)).json()),
    onSuccess: (viewing) => rememberViewing(queryClient, viewing),
  });
}

/** The lister's action through the mailed link: JSON here, a form post without JavaScript. */
export function useAnswerViewing(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ViewingActionBody) =>
      viewingOf(await (await apiRequest("POST", viewingAnswerUrl(token), body)).json()),
    onSuccess: (viewing) => queryClient.setQueryData([viewingAnswerUrl(token)], viewing),
  });
}
