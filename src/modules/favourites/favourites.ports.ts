import type { Favourite } from "./favourites.types.js";

export interface FavouriteRepository {
  listForUser(userId: number): Promise<Favourite[]>;
  /** Adds once: a second add of the same property returns the existing favourite. */
  add(userId: number, propertyId: number): Promise<{ favourite: Favourite; created: boolean }>;
  remove(userId: number, propertyId: number): Promise<boolean>;
}
