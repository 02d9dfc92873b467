import { distanceKm, EARTH_RADIUS_KM, isInGhana, nearestCity } from "#web/ui/location/geo.js";
import { GHANA_CITIES } from "#web/ui/location/ghana-cities.js";

describe("great-circle distance", () => {
  it("uses a 6371 km Earth radius", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of the equator is a quarter of the circumference 2πR.
    const quarter = distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 });
    expect(quarter).toBeCloseTo((2 * Math.PI * 6371) / 4, 6);
  });

  it("measures Accra to Kumasi at about 200 km, the same both ways", () => {
    const accra = { latitude: 5.6037, longitude: -0.187 };
    const kumasi = { latitude: 6.6885, longitude: -1.6244 };
    expect(distanceKm(accra, kumasi)).toBeGreaterThan(195);
    expect(distanceKm(accra, kumasi)).toBeLessThan(205);
    expect(distanceKm(kumasi, accra)).toBeCloseTo(distanceKm(accra, kumasi), 9);
    expect(distanceKm(accra, accra)).toBe(0);
  });
});

describe("nearestCity", () => {
  it("knows the 11 cities of spec §9 and their regions", () => {
    expect(GHANA_CITIES.map((c) => `${c.city}/${c.region}`)).toEqual([
      "Accra/Greater Accra",
      "Tema/Greater Accra",
      "Kumasi/Ashanti",
      "Takoradi/Western",
      "Cape Coast/Central",
      "Tamale/Northern",
      "Ho/Volta",
      "Koforidua/Eastern",
      "Sunyani/Brong Ahafo",
      "Bolgatanga/Upper East",
      "Wa/Upper West",
    ]);
  });

  it("places Kumasi's coordinates in Kumasi, Ashanti", () => {
    const { city, region } = nearestCity({ latitude: 6.6885, longitude: -1.6244 });
    expect(`${city}, ${region}`).toBe("Kumasi, Ashanti");
  });

  it("places a point near Tema (Sakumono) in Tema, not Accra", () => {
    expect(nearestCity({ latitude: 5.6231, longitude: -0.0603 }).city).toBe("Tema");
  });

  it("places Legon in Accra and Navrongo in Bolgatanga", () => {
    expect(nearestCity({ latitude: 5.6508, longitude: -0.1869 }).city).toBe("Accra");
    expect(nearestCity({ latitude: 10.8956, longitude: -1.0921 }).region).toBe("Upper East");
  });
});

describe("isInGhana", () => {
  it("takes Ghana's corners in and the rest of the world out", () => {
    expect(isInGhana({ latitude: 5.6037, longitude: -0.187 })).toBe(true); // Accra
    expect(isInGhana({ latitude: 10.9, longitude: -2.4 })).toBe(true); // near Hamile, the north-west
    expect(isInGhana({ latitude: 4.89, longitude: -1.76 })).toBe(true); // Takoradi, the coast
    expect(isInGhana({ latitude: 51.5072, longitude: -0.1276 })).toBe(false); // London
    expect(isInGhana({ latitude: 6.5244, longitude: 3.3792 })).toBe(false); // Lagos
    expect(isInGhana({ latitude: 5.36, longitude: -4.0083 })).toBe(false); // Abidjan
  });
});
