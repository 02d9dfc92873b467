import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { Favourite } from "#modules/favourites/favourites.types.js";
import { redirectToLogin, useAuth } from "../auth/use-auth.js";
import { apiRequest, isUnauthorizedError } from "../lib/api.js";
import { toast } from "../toast/toast-store.js";
import { rememberSave, takePendingSave } from "./pending-save.js";
import { useApiQuery } from "./seeds.js";

export const FAVOURITES_URL = "/api/favorites";

/** The signed-in user's favourites; nothing is asked for a visitor. */
export function useFavourites() {
  return useFavouritesOf(useAuth().isAuthenticated);
}

function useFavouritesOf(isAuthenticated: boolean) {
  return useApiQuery<Favourite[]>(isAuthenticated ? FAVOURITES_URL : null);
}

/** What a heart needs to know: who asks, and what they saved (undefined until known). */
export interface FavouriteState {
  isAuthenticated: boolean;
  favourites: readonly { propertyId: number }[] | undefined;
}

/** The session and the saved list, read once: a list of cards shares it (favourite-state.tsx). */
export function useFavouriteState(): FavouriteState {
  const { isAuthenticated } = useAuth();
  const { data: favourites } = useFavouritesOf(isAuthenticated);
  return useMemo(() => ({ isAuthenticated, favourites }), [isAuthenticated, favourites]);
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
  return useFavouriteToggleIn(useFavouriteState(), propertyId, variant);
}

/**
 * The toggle, given the state read once for a whole list (decision 66): a list renders twelve
 * of these on the server for every new search. One mutation serves both ways.
 */
export function useFavouriteToggleIn(
  { isAuthenticated, favourites }: FavouriteState,
  propertyId: number,
  variant: "card" | "page",
) {
  const texts = TEXTS[variant];
  const queryClient = useQueryClient();
  const isFavourite = favourites?.some((f) => f.propertyId === propertyId) ?? false;
  const toggle = useMutation({
    mutationFn: (removing: boolean) =>
      removing
        ? apiRequest("DELETE", `${FAVOURITES_URL}/${propertyId}`)
        : apiRequest("POST", FAVOURITES_URL, { propertyId }),
    onSuccess: async (_answer, removing) => {
      toast(removing ? texts.removed : texts.added);
      await queryClient.invalidateQueries({ queryKey: [FAVOURITES_URL] });
    },
    onError: (error, removing) => {
      if (isUnauthorizedError(error) && !removing) rememberSave(propertyId);
      if (isUnauthorizedError(error)) redirectToLogin(removing ? LOGGED_OUT : SIGN_IN_TO_SAVE);
      else toast(removing && variant === "page" ? REMOVE_FAILED : texts.failed);
    },
  });
  return {
    isFavourite,
    toggle: () => {
      if (!isAuthenticated) {
        rememberSave(propertyId);
        return redirectToLogin(SIGN_IN_TO_SAVE);
      }
      toggle.mutate(isFavourite);
    },
    isPending: toggle.isPending,
  };
}

/**
 * Saves the property a signed-out visitor pressed Save for (pending-save.ts) once they are
 * signed in, on the page sign-in returns them to, with the page's spec §8 toasts. Looked at once
 * a page load, when the session is first known: signing in on /login ends in a full load, and a
 * save made on /login itself would have its toast cut off by that load.
 */
export function useSavePendingFavourite(): void {
  const { isAuthenticated, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const looked = useRef(false);
  useEffect(() => {
    if (isLoading || looked.current) return;
    looked.current = true;
    if (!isAuthenticated) return;
    const propertyId = takePendingSave();
    if (propertyId === null) return;
    apiRequest("POST", FAVOURITES_URL, { propertyId })
      .then(async () => {
        toast(TEXTS.page.added);
        // The page's first read of the list may still be on its way, begun before the save:
        // dropped, and the list read again, so the heart never shows the list from before.
        await queryClient.cancelQueries({ queryKey: [FAVOURITES_URL] });
        await queryClient.invalidateQueries({ queryKey: [FAVOURITES_URL] });
      })
      .catch(() => toast(TEXTS.page.failed));
  }, [isAuthenticated, isLoading, queryClient]);
}
