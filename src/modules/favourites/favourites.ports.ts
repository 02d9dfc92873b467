import type { Favourite, SavedFavourite } from "./favourites.types.js";

export interface FavouriteRepository {
  listForUser(userId: number): Promise<Favourite[]>;
  /**
   * Adds once: a second add of the same property returns the existing favourite. Null when no
   * such property exists. The favourite comes with its property (and agent), as the answer
   * needs it, so the write path asks the database once for all of it.
   */
  add(userId: number, propertyId: number): Promise<SavedFavourite | null>;
  remove(userId: number, propertyId: number): Promise<boolean>;
}
