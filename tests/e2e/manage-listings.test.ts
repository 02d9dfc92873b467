// Journey 14 of the browser suite (issue 5): Manage Listings for an approved agent, with the
// WhatsApp click and the inquiry a visitor left, at phone and desktop sizes.
import type { JourneyEnv } from "./journeys/journey.js";
import { manageListingsJourney } from "./journeys/manage-listings.js";
import { VIEWPORTS, type ViewportName } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  it("journey 14: an agent sees a visitor's WhatsApp click and inquiry, edits the price and marks the listing let", () =>
    manageListingsJourney(env()));
});
