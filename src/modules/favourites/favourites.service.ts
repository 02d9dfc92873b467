import { type Actor, signedInUser } from "../../shared/actor.js";
import { ValidationError } from "../../shared/errors.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import type { PriceConversions, PropertyRepository } from "../listings/listings.ports.js";
import type { FavouriteRepository } from "./favourites.ports.js";
import { AddFavouriteInput, type Favourite } from "./favourites.types.js";

export class FavouritesService {
  constructor(
    private readonly favourites: FavouriteRepository,
    private readonly properties: PropertyRepository,
    private readonly prices: PriceConversions,
  ) {}

  /** Each saved property with its price equivalent, as the property pages serve it. */
  async listFavourites(actor: Actor): Promise<Favourite[]> {
    const userId = signedInUser(actor);
    const saved = await this.favourites.listForUser(userId);
    const properties = await this.prices.withConversions(saved.map((f) => f.property));
    return saved.map((f, i) => ({ ...f, property: properties[i] ?? f.property }));
  }

  async addFavourite(actor: Actor, raw: unknown) {
    const userId = signedInUser(actor);
    const input = await validateInput(AddFavouriteInput, raw, (i, r) => {
      // Forms and query strings send numbers as text.
      if (typeof r.propertyId === "string" && /^\d+$/.test(r.propertyId)) {
        i.propertyId = Number(r.propertyId);
      }
    });
    const saved = await this.favourites.add(userId, input.propertyId);
    // A property removed between the two reads takes its favourites with it (ON DELETE CASCADE).
    const property = saved && (await this.properties.findById(input.propertyId));
    if (!saved || !property) throw new PropertyNotFoundError();
    const { id, createdAt, created } = saved;
    const favourite: Favourite = { id, propertyId: property.id, createdAt, property };
    return { favourite, created };
  }

  /** Removing what is not saved is not an error: the visitor's wish (not saved) already holds. */
  async removeFavourite(actor: Actor, propertyId: string): Promise<{ removed: boolean }> {
    const userId = signedInUser(actor);
    const id = PositiveId.parse(propertyId);
    if (id === null) throw ValidationError.single("propertyId", PositiveId.message("propertyId"));
    return { removed: await this.favourites.remove(userId, id) };
  }
}
