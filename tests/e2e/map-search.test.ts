// Issue 20's map (decision 69), on a 360-px phone against the production build, its tiles from
// the local tile server the built server is started with (tests/support/tile-server.ts): the
// List / Map toggle, clustered pins, "Search this area", the property page's small map and the
// listing form's pin; and Leaflet only ever loaded with a map.
import type { JourneyEnv } from "./journeys/journey.js";
import { listingFormMapJourney, propertyMapJourney } from "./journeys/listing-maps.js";
import { mapViewJourney, monthlyPinsJourney, pinPopupJourney } from "./journeys/map-search.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe("the map on a 360-px phone", () => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport: "phone",
  });

  it("loads no Leaflet with /properties; the Map toggle shows clustered pins from the local tiles", () =>
    mapViewJourney(env()));

  it("a pin's popup names the listing with its price and links to its page", () =>
    pinPopupJourney(env()));

  it("pins on a 360×800 phone show full figures by the month: a yearly office as its twelfth, dollars in dollars (issue 33)", () =>
    monthlyPinsJourney(env()));

  it("the property page shows a small map with the listing's pin beside its digital address", () =>
    propertyMapJourney(env()));

  it("the listing form's map drops a pin into Latitude and Longitude, and follows typed numbers", () =>
    listingFormMapJourney(env()));
});
