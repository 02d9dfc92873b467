import { SavedSearchesService } from "#modules/alerts/saved-searches.service.js";
import { describeSearch } from "#modules/alerts/search-description.js";
import { userActor } from "#shared/actor.js";
import { fixedClock } from "../shared/shared.fakes.js";
import { FakeSavedSearches } from "./alerts.fakes.js";

const NOW = "2026-11-23T09:30:00Z";

describe("SavedSearchesService", () => {
  it("keeps the known filters, stamps the clock's time and stops at 20 per user", async () => {
    const searches = new FakeSavedSearches();
    const service = new SavedSearchesService(searches, fixedClock(NOW));
    const saved = await service.saveSearch(userActor(1), {
      name: "Kumasi",
      frequency: "weekly",
      query: { city: "Kumasi", sort: "price-low", offset: "12", bedrooms: "4+" },
    });
    expect(saved).toMatchObject({
      query: { city: "Kumasi", bedrooms: "4+" },
      createdAt: new Date(NOW),
    });
    for (let i = 1; i < 20; i += 1)
      await service.saveSearch(userActor(1), { name: `S${i}`, frequency: "daily" });
    await expect(
      service.saveSearch(userActor(1), { name: "One more", frequency: "daily" }),
    ).rejects.toMatchObject({
      kind: "invalid",
      code: "ALERTS.LIMIT_REACHED",
    });
    // Another user is not limited by the first one's searches.
    await expect(
      service.saveSearch(userActor(2), { name: "Tema", frequency: "daily" }),
    ).resolves.toBeTruthy();
  });

  it("switching an alert back on starts its next digest now; another user's search is not found", async () => {
    const searches = new FakeSavedSearches();
    const service = new SavedSearchesService(searches, fixedClock(NOW));
    const off = searches.add({ active: false, lastSentAt: new Date("2026-01-01T00:00:00Z") });
    const on = await service.changeSavedSearch(userActor(1), off.id, { active: true });
    expect(on).toMatchObject({ active: true, lastSentAt: new Date(NOW) });
    await expect(
      service.changeSavedSearch(userActor(2), off.id, { frequency: "daily" }),
    ).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(service.deleteSavedSearch(userActor(2), off.id)).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(service.deleteSavedSearch(userActor(1), Number.NaN)).rejects.toMatchObject({
      kind: "not_found",
    });
  });
});

describe("describeSearch", () => {
  it.each([
    [
      { bedrooms: "3", propertyType: "house", city: "Kumasi", maxPrice: "500000" },
      "3-bed houses in Kumasi under GH₵ 500K",
    ],
    [
      { type: "rent", propertyType: "apartment", region: "Greater Accra" },
      "Apartments to rent in Greater Accra",
    ],
    [
      { bedrooms: "4", minPrice: "1500000", maxPrice: "3000000" },
      "4+ bed properties from GH₵ 1.5M to 3M",
    ],
    [{ search: "East Legon", type: "sale" }, 'Properties for sale matching "East Legon"'],
    [{}, "Properties"],
  ])("names %j %s", (query, name) => {
    expect(describeSearch(query)).toBe(name);
  });
});
