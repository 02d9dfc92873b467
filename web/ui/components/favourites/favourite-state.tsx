import { createContext, type ReactNode, useContext } from "react";
import { type FavouriteState, useFavouriteState } from "../../queries/favourites.js";

const Shared = createContext<FavouriteState | null>(null);

/**
 * Reads the session and the saved list once for every heart inside, instead of once per card:
 * two React Query observers per card were most of a card's cost when a list is rendered on
 * the server for a new search (decision 66).
 */
export function SharedFavouriteState({ children }: { children: ReactNode }) {
  return <Shared.Provider value={useFavouriteState()}>{children}</Shared.Provider>;
}

/** The list's shared state, or null outside a SharedFavouriteState (the heart reads its own). */
export function useSharedFavouriteState(): FavouriteState | null {
  return useContext(Shared);
}
