import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AlertFrequency,
  SavedSearch,
  SavedSearchQuery,
} from "#modules/alerts/saved-searches.types.js";
import { redirectToLogin, useAuth } from "../auth/use-auth.js";
import { apiRequest, isUnauthorizedError } from "../lib/api.js";
import { toast } from "../toast/toast-store.js";
import { LOGGED_OUT } from "./favourites.js";
import { useApiQuery } from "./seeds.js";

export const SAVED_SEARCHES_URL = "/api/saved-searches";

/** How each frequency reads in the forms and the list. */
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instantly",
  daily: "Daily digest",
  weekly: "Weekly digest",
};

export function useSavedSearches() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<SavedSearch[]>(isAuthenticated ? SAVED_SEARCHES_URL : null);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [SAVED_SEARCHES_URL] });
}

const FAILED = {
  title: "Error",
  description: "Failed to update your saved searches. Please try again.",
  variant: "destructive" as const,
};

function failed(error: unknown) {
  if (isUnauthorizedError(error)) redirectToLogin(LOGGED_OUT);
  else toast(FAILED);
}

/** Saving leaves errors to the form (field messages, the 20-search limit). */
export function useSaveSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: {
      name: string;
      frequency: AlertFrequency;
      query: SavedSearchQuery;
    }) => (await apiRequest("POST", SAVED_SEARCHES_URL, body)).json() as Promise<SavedSearch>,
    onSuccess: invalidate,
  });
}

export function useChangeSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number; frequency?: AlertFrequency; active?: boolean }) =>
      apiRequest("PATCH", `${SAVED_SEARCHES_URL}/${id}`, patch),
    onSuccess: async () => {
      toast({ title: "Alert updated" });
      await invalidate();
    },
    onError: failed,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `${SAVED_SEARCHES_URL}/${id}`),
    onSuccess: async () => {
      toast({ title: "Saved search deleted" });
      await invalidate();
    },
    onError: failed,
  });
}
