import { insertProperty } from "../support/fixtures.js";
import type { TestApp } from "../support/test-app.js";

// Real places: the pins of the map tests sit where the seeds put those neighbourhoods.
export const EAST_LEGON = { latitude: 5.636, longitude: -0.161 };
export const OSU = { latitude: 5.556, longitude: -0.181 };
export const AHODWO = { latitude: 6.665, longitude: -1.63 };
/** Around Accra's eastern half: East Legon and Osu, not Kumasi. */
export const ACCRA_BOX = "-0.25,5.5,-0.1,5.7";

/**
 * Two sales and a rental in Accra's box, a sale in Kumasi and one without a pin (the bbox and
 * pins tests, decisions 67 and 69).
 */
export async function insertMapCatalogue(app: TestApp): Promise<void> {
  await insertProperty(app, { title: "East Legon house", ...EAST_LEGON, price: "2500000" });
  await insertProperty(app, { title: "Osu house", ...OSU, price: "1500000" });
  await insertProperty(app, {
    title: "Osu flat to let",
    ...OSU,
    listing_type: "rent",
    rent_period: "month",
    price: "6000",
    property_type: "apartment",
  });
  await insertProperty(app, { title: "Ahodwo house", ...AHODWO, city: "Kumasi" });
  await insertProperty(app, { title: "House with no pin" });
}
