import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Favourite } from "#modules/favourites/favourites.types.js";
import { redirectToLogin, useAuth } from "../auth/use-auth.js";
import { apiRequest, isUnauthorizedError } from "../lib/api.js";
import { toast } from "../toast/toast-store.js";
import { useApiQuery } from "./seeds.js";

export const FAVOURITES_URL = "/api/favorites";

/** The signed-in user's favourites; nothing is asked for a visitor. */
export function useFavourites() {
  const { isAuthenticated } = useAuth();
  return useApiQuery<Favourite[]>(isAuthenticated ? FAVOURITES_URL : null);
}

/** Spec §8: the property card words its toasts differently from the property page. */
const TEXTS = {
  card: {
    added: {
      title: "Added to favorites",
      description: "Property added to your favorites list",
    },
    removed: {
      title: "Removed from favorites",
      description: "Property removed from your favorites list",
    },
    failed: {
      title: "Error",
      description: "Failed to update favorites. Please try again.",
      variant: "destructive" as const,
    },
  },
  page: {
    added: { title: "Added to Favorites" },
    removed: { title: "Removed from Favorites" },
    failed: { title: "Failed to add to favorites.", variant: "destructive" as const },
  },
};

export const SIGN_IN_TO_SAVE = {
  title: "Sign in required",
  description: "Please sign in to save favorites.",
};
export const LOGGED_OUT = {
  title: "Unauthorized",
  description: "You are logged out. Logging in again...",
  variant: "destructive" as const,
};
export const REMOVE_FAILED = {
  title: "Failed to remove from favorites. Please try again.",
  variant: "destructive" as const,
};

/** Removing a saved property (the /favorites page and the toggles), with spec §8's remove texts. */
export function useRemoveFavourite(
  messages = { removed: TEXTS.page.removed, failed: REMOVE_FAILED },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) => apiRequest("DELETE", `${FAVOURITES_URL}/${propertyId}`),
    onSuccess: async () => {
      toast(messages.removed);
      await queryClient.invalidateQueries({ queryKey: [FAVOURITES_URL] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) redirectToLogin(LOGGED_OUT);
      else toast(messages.failed);
    },
  });
}

/**
 * Spec §4 favourite toggle, done right: the state comes from the user's saved list (the old
 * product always started "not favourited"). A visitor or a 401 is asked to sign in.
 */
export function useFavouriteToggle(propertyId: number, variant: "card" | "page") {
  const texts = TEXTS[variant];
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuth();
  const { data: favourites } = useFavourites();
  const isFavourite = favourites?.some((f) => f.propertyId === propertyId) ?? false;
  const remove = useRemoveFavourite({
    removed: texts.removed,
    failed: variant === "card" ? texts.failed : REMOVE_FAILED,
  });
  const add = useMutation({
    mutationFn: () => apiRequest("POST", FAVOURITES_URL, { propertyId }),
    onSuccess: async () => {
      toast(texts.added);
      await queryClient.invalidateQueries({ queryKey: [FAVOURITES_URL] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) redirectToLogin(SIGN_IN_TO_SAVE);
      else toast(texts.failed);
    },
  });
  const toggle = () => {
    if (!isAuthenticated) return redirectToLogin(SIGN_IN_TO_SAVE);
    if (isFavourite) remove.mutate(propertyId);
    else add.mutate();
  };
  return { isFavourite, toggle, isPending: add.isPending || remove.isPending };
}
