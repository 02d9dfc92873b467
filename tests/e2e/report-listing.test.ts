// The report-a-listing journey of issue 5 (decision 13), on a phone: a visitor reports a
// listing, the administrator unpublishes it from the queue on /admin, and /properties drops it.
// And its kinder sibling (decision 101): a renter asks whether a listing is still available, and
// its agent answers Yes from the mailed link; and books a viewing, which the agent confirms from
// the mailed link (decision 104).
import type { JourneyEnv } from "./journeys/journey.js";
import { reportListingJourney } from "./journeys/report-listing.js";
import { stillAvailableJourney } from "./journeys/still-available.js";
import { viewingJourney } from "./journeys/viewing.js";
import { PHONE_ONLY } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe.each(PHONE_ONLY)("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  it("report a listing: reported on its page, unpublished from /admin, gone from /properties", () =>
    reportListingJourney(env()));

  it("still available? a verified renter asks, the agent answers Yes from the mailed link, the page shows it confirmed", () =>
    stillAvailableJourney(env()));

  it("book a viewing: a verified renter proposes two times, the agent confirms one from the mailed link, the renter gets its calendar file", () =>
    viewingJourney(env()));
});
