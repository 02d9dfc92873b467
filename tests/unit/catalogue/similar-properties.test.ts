import { CatalogueService, SIMILAR_LIMIT } from "#modules/catalogue/catalogue.service.js";
import type { PropertyRepository } from "#modules/listings/listings.ports.js";
import type { Property } from "#modules/listings/listings.types.js";
import { fakeProperties, noConversions } from "../shared/shared.fakes.js";

const property = (id: number, city = "Tema"): Property =>
  ({
    id,
    title: `Flat ${id}`,
    city,
    propertyType: "apartment",
    price: "2500",
    published: true,
  }) as Property;

describe("CatalogueService.listSimilar", () => {
  const known = [
    property(1),
    property(2),
    property(3, "Accra"),
    ...[4, 5, 6, 7].map((id) => property(id)),
  ];

  it("asks the repository for listings like the property itself, four at most", async () => {
    const asked: Array<{ id: number; limit: number }> = [];
    const repo: PropertyRepository = {
      ...fakeProperties(known),
      listSimilar: async (to, limit) => {
        asked.push({ id: to.id, limit });
        return [];
      },
    };
    await new CatalogueService(repo, noConversions).listSimilar("2");
    expect(asked).toEqual([{ id: 2, limit: 4 }]);
    expect(SIMILAR_LIMIT).toBe(4);
  });

  it.each(["99", "abc"])("throws 'Property Not Found' for %s, before any search", async (id) => {
    await expect(
      new CatalogueService(fakeProperties(known), noConversions).listSimilar(id),
    ).rejects.toThrow("Property Not Found");
  });
});
