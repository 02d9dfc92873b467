// Journeys 5, 6, 9, 10, 13, 14, 15, 16, 17, 18 and 19 of the browser suite: the tools a visitor uses without an
// account. They share one server: starting one takes longer than any of these journeys.
import { contactAndNewsletterJourney } from "./journeys/contact-and-newsletter.js";
import { imageBudgetsJourney } from "./journeys/image-budgets.js";
import type { JourneyEnv } from "./journeys/journey.js";
import { listingHistoryJourney } from "./journeys/listing-history.js";
import { locationBannerJourney } from "./journeys/location-banner.js";
import { mortgageCalculatorJourney } from "./journeys/mortgage-calculator.js";
import { phoneContactJourney } from "./journeys/phone-contact.js";
import { propertyGalleryJourney } from "./journeys/photo-gallery.js";
import { priceGuideJourney } from "./journeys/price-guide.js";
import { similarAndRecentJourney } from "./journeys/similar-and-recent.js";
import { hostelFinderJourney, hostelPageJourney } from "./journeys/student-hostels.js";
import { BOTH_SIZES } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe.each(BOTH_SIZES)("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  // Journey 9 checks the phone's width: at both sizes.
  it("journey 9: a server-side field error beside its field; the contact form and the newsletter toast and store their messages", () =>
    contactAndNewsletterJourney(env()));

  // The same steps at either size (decision 72), and swipes and pinches are a phone's (issue 17):
  // these run on the 360-px phone only.
  if (viewport === "phone") {
    it("journey 5: student hostels by text, university, location, each price band, room and distance", () =>
      hostelFinderJourney(env()));

    it("journey 6: the mortgage calculator's defaults, a new term, a 0 % loan and a missing rate explained", () =>
      mortgageCalculatorJourney(env()));

    it("journey 10: the location banner located, cached for an hour, and denied", () =>
      locationBannerJourney(env()));

    it("journey 13: similar properties under a property, and the one before under Recently viewed", () =>
      similarAndRecentJourney(env()));

    it("journey 14: the property page's sharp main photo and its full-screen viewer", () =>
      propertyGalleryJourney(env()));

    it("journey 15: a hostel's own page, server-rendered, its 404, and its photos", () =>
      hostelPageJourney(env()));

    it("journey 18: a bed in budget, not a full room in budget; Call and WhatsApp on a hostel and an agent's listing, counted", () =>
      phoneContactJourney(env()));

    it("journey 19: a listing's past on a phone: the Reduced badge on its card, and its page's history", () =>
      listingHistoryJourney(env()));

    it("journey 17: the price guide's table, its chart loaded after hydration, and a property's price band", () =>
      priceGuideJourney(env()));
  }
});

// After every other journey of the file: the listing it adds would be a new neighbour for them.
describe("on a phone at DPR 2", () => {
  it("journey 16: photos within issue 17's byte budgets, an owner's phone photos too, with no GPS served", () =>
    imageBudgetsJourney({
      server: started.server(),
      browser: started.browser(),
      viewport: "phone",
    }));
});
