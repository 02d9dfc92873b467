import { FavouritesService } from "#modules/favourites/favourites.service.js";
import { userActor } from "#shared/actor.js";
import {
  noConversions,
  fakeProperties as properties,
  propertyWithAgent as property,
} from "../shared/shared.fakes.js";

describe("FavouritesService", () => {
  it("accepts a numeric string id and checks the property exists", async () => {
    const added: number[] = [];
    const known = new Set([5]);
    const service = new FavouritesService(
      {
        listForUser: async () => [],
        add: async (_u, propertyId) => {
          if (!known.has(propertyId)) return null;
          added.push(propertyId);
          return { id: 1, createdAt: new Date(), created: true };
        },
        remove: async () => false,
      },
      properties([property(5, null)]),
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
