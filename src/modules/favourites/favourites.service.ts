import { ValidationError } from "../../shared/errors.js";
import { validateInput } from "../../shared/validation.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import type { PropertyRepository } from "../listings/listings.ports.js";
import type { FavouriteRepository } from "./favourites.ports.js";
import { AddFavouriteInput, type Favourite } from "./favourites.types.js";

export class FavouritesService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly properties: PropertyRepository,
  ) {}

  listFavourites(userId: number): Promise<Favourite[]> {
    return this.favourites.listForUser(userId);
  }

  async addFavourite(userId: number, raw: unknown) {
    const input = await validateInput(AddFavouriteInput, raw, (i, r) => {
      // Forms and query strings send numbers as text.
      if (typeof r.propertyId === "string" && /^\d+$/.test(r.propertyId)) {
        i.propertyId = Number(r.propertyId);
      }
    });
    if (!(await this.properties.findById(input.propertyId))) throw new PropertyNotFoundError();
    return this.favourites.add(userId, input.propertyId);
  }

  /** Removing what is not saved is not an error: the visitor's wish (not saved) already holds. */
  async removeFavourite(userId: number, propertyId: string): Promise<{ removed: boolean }> {
    if (!/^\d{1,9}$/.test(propertyId) || Number(propertyId) < 1) {
      throw ValidationError.single("propertyId", "propertyId must be a positive whole number");
    }
    return { removed: await this.favourites.remove(userId, Number(propertyId)) };
  }
}
