import { FavouritesService } from "#modules/favourites/favourites.service.js";
import { userActor } from "#shared/actor.js";
import { noConversions, propertyWithAgent as property } from "../shared/shared.fakes.js";

describe("FavouritesService", () => {
  it("accepts a numeric string id and answers 404 when the repository finds no property", async () => {
    const added: number[] = [];
    const known = new Set([5]);
    const service = new FavouritesService(
      {
        listForUser: async () => [],
        add: async (_u, propertyId) => {
          if (!known.has(propertyId)) return null;
          added.push(propertyId);
          const favourite = {
            id: 1,
            propertyId,
            createdAt: new Date(),
            property: property(5, null),
          };
          return { favourite, created: true };
        },
        remove: async () => false,
      },
      noConversions,
    );
    const { favourite } = await service.addFavourite(userActor(1), { propertyId: "5" });
    expect(added).toEqual([5]);
    expect(favourite.property.id).toBe(5);
    await expect(service.addFavourite(userActor(1), { propertyId: 6 })).rejects.toThrow(
      "Property Not Found",
    );
    await expect(service.removeFavourite(userActor(1), "5x")).rejects.toThrow(
      "propertyId must be a positive whole number",
    );
  });
});
