// Journey 14 of the browser suite (issue 5): Manage Listings for an approved agent, with the
// WhatsApp click and the inquiry a visitor left, on a phone. Journey 14b (issue
// 18): a private owner's listing, pending then live, at 360 px.
import type { JourneyEnv } from "./journeys/journey.js";
import { manageListingsJourney } from "./journeys/manage-listings.js";
import { ownerListingJourney } from "./journeys/owner-listing.js";
import { PHONE_ONLY } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

// A worker per CPU, as `npm start` runs: the agent's edit is written by one worker and may be read
// back by the other, whose read cache the change notice must have emptied.
const started = withBrowserAndServer({ workers: "production" });

describe.each(PHONE_ONLY)("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  it("journey 14: an agent sees a visitor's WhatsApp click and inquiry, edits the price and marks the listing let", () =>
    manageListingsJourney(env()));
});

it("journey 14b, on a phone: an owner lists a property, finds it pending in Manage Listings from the menu; once approved a visitor sees 'Listed by owner' with WhatsApp and call", () =>
  ownerListingJourney({ server: started.server(), browser: started.browser(), viewport: "phone" }));
