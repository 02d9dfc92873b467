// Saved searches with e-mail alerts (issue 5), on a phone. The server logs at debug level so
// the journey can read the alert mail's text, links and all, from its log.
import type { JourneyEnv } from "./journeys/journey.js";
import { savedSearchAlertJourney } from "./journeys/saved-search-alert.js";
import { PHONE_ONLY } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe.each(PHONE_ONLY)("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  it("saved search with alert e-mail in the outbox: saved as instant, mailed on publication, unsubscribed signed out", () =>
    savedSearchAlertJourney(env()));
});
