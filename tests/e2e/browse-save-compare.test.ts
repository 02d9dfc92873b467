// Journeys 1, 2, 4 and 12 of the browser suite, and issue 18's phone search (issue "3/6 In a real browser"), at both sizes;
// issue 33's prices in favourites and compare on a 360×800 phone.
// One server for all four: starting it (a fresh, seeded database) costs more than the journeys.
import {
  compareJourney,
  pricesOnAPhoneJourney,
  signUpAndFavouritesJourney,
} from "./journeys/favourites-and-compare.js";
import type { JourneyEnv } from "./journeys/journey.js";
import {
  searchSortLoadMoreJourney,
  withoutJavaScriptJourney,
} from "./journeys/search-and-browse.js";
import {
  blogAndHostelsInPlaceJourney,
  phoneFiltersSheetJourney,
} from "./journeys/search-on-a-phone.js";
import { BOTH_SIZES } from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";

const started = withBrowserAndServer();

describe.each(BOTH_SIZES)("on a %s", (viewport) => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport,
  });

  it("journey 1: a visitor searches from the home page, sorts, loads more and is asked to sign in to send an inquiry", () =>
    searchSortLoadMoreJourney(env()));

  it("journey 12: without JavaScript, /, /properties and a property page still show their listings", () =>
    withoutJavaScriptJourney(env()));

  it("journey 2: a visitor signs up, comes back where they were and saves, lists and removes a favourite", () =>
    signUpAndFavouritesJourney(env()));

  it("journey 4: three properties are compared and a fourth cannot be added", () =>
    compareJourney(env()));
});

describe("on a 360 px phone (issue 18)", () => {
  const env = (): JourneyEnv => ({
    server: started.server(),
    browser: started.browser(),
    viewport: "phone",
  });

  it("results come first; Buy/Rent tabs, a Filters sheet, removable chips, and student hostels sent to their finder", () =>
    phoneFiltersSheetJourney(env()));

  it("the blog's Load More appends in place and the hostel filters survive a reload", () =>
    blogAndHostelsInPlaceJourney(env()));
});

describe("on a 360×800 phone (issue 33)", () => {
  it("favourites and compare show full prices with their periods; compare keeps its labels in sight", () =>
    pricesOnAPhoneJourney({
      server: started.server(),
      browser: started.browser(),
      viewport: "phone",
    }));
});
