import { type Actor, signedInUser } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import type { PriceConversions } from "../listings/index.js";
import { PropertyNotFoundError } from "../listings/index.js";
import type { FavouriteRepository } from "./favourites.ports.js";
import { AddFavouriteInput, type Favourite, type SavedFavourite } from "./favourites.types.js";

export class FavouritesService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly prices: PriceConversions,
  ) {}

  /** Each saved property with its price equivalent, as the property pages serve it. */
  async listFavourites(actor: Actor): Promise<Favourite[]> {
    const userId = signedInUser(actor);
    const saved = await this.favourites.listForUser(userId);
    const properties = await this.prices.withConversions(saved.map((f) => f.property));
    return saved.map((f, i) => ({ ...f, property: properties[i] ?? f.property }));
  }

  /** The favourite with its property, made by one statement (the write path). */
  async addFavourite(actor: Actor, raw: unknown): Promise<SavedFavourite> {
    const userId = signedInUser(actor);
    const input = await validateInput(AddFavouriteInput, raw, (i, r) => {
      // Forms and query strings send numbers as text.
      if (typeof r.propertyId === "string" && /^\d+$/.test(r.propertyId)) {
        i.propertyId = Number(r.propertyId);
      }
    });
    const saved = await this.favourites.add(userId, input.propertyId);
    if (!saved) throw new PropertyNotFoundError();
    return saved;
  }

  /** Removing what is not saved is not an error: the visitor's wish (not saved) already holds. */
  async removeFavourite(actor: Actor, propertyId: string): Promise<{ removed: boolean }> {
    const userId = signedInUser(actor);
    const id = PositiveId.parse(propertyId);
    if (id === null) throw ValidationError.single("propertyId", PositiveId.message("propertyId"));
    return { removed: await this.favourites.remove(userId, id) };
  }
}
