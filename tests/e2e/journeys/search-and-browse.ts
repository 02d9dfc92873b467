// Journeys 1 and 12 of the browser suite: a visitor searches, sorts and loads more; and the
// listings are still there without JavaScript.
import type { Locator, Page } from "playwright-core";
import { newContext, saveScreen, type ViewportName, watchConsole } from "../support/browser.js";
import {
  eventually,
  openPage,
  toastWith,
  unexpectedProblems,
  waitForHydration,
} from "../support/page-ready.js";
import {
  cardsOf,
  comparablePricesOn,
  listings as listingsOn,
  pricesOn,
  resultsOf,
  titlesOn,
} from "../support/property-results.js";
import type { JourneyEnv } from "./journey.js";

/**
 * The /properties filters as a visitor reaches them: inline on a desktop; on a phone behind
 * "Filters (n)", which opens a sheet (a dialog) holding the same form.
 */
async function openFilters(page: Page, viewport: ViewportName, count: number): Promise<Locator> {
  if (viewport === "desktop") return page.getByRole("form", { name: "Search properties" });
  await page.getByRole("button", { name: `Filters (${count})` }).click();
  return page
    .getByRole("dialog", { name: "Filters" })
    .getByRole("form", { name: "Search properties" });
}

/** Closes the phone's Filters sheet (Escape), so the page behind it is no longer inert. */
async function closeFilters(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === "desktop") return;
  await page.keyboard.press("Escape");
  await page.getByRole("dialog", { name: "Filters" }).waitFor({ state: "detached" });
}

/** Journey 1: search from the home page, sort, load more, and an inquiry refused to a visitor. */
export async function searchSortLoadMoreJourney(env: JourneyEnv): Promise<void> {
  const { server, browser, viewport } = env;
  const listings = (query: string) => listingsOn(server, query);
  const context = await newContext(browser, server.baseUrl, viewport);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems = watchConsole(page);

  // Hero search: the autocomplete is driven by the keyboard alone.
  await openPage(page, "/");
  const hero = page.getByRole("form", { name: "Search properties" });
  const where = hero.getByRole("combobox", { name: "Location" });
  await where.click();
  await where.pressSequentially("Accr");
  const firstSuggestion = hero.getByRole("option").first();
  await firstSuggestion.waitFor();
  const suggestion = await firstSuggestion.textContent();
  expect(suggestion).toBe("Accra");
  await where.press("ArrowDown");
  expect(await where.getAttribute("aria-activedescendant")).toBe(
    await firstSuggestion.getAttribute("id"),
  );
  await where.press("Enter");
  expect(await where.inputValue()).toBe("Accra");
  expect(await where.getAttribute("aria-expanded")).toBe("false");
  await hero.getByLabel("Property type").selectOption("apartment");
  await hero.getByLabel("Price range").selectOption({ label: "Under GH₵100K" });
  await hero.getByRole("button", { name: "Search Properties" }).click();

  // The results: the filters are in the URL, in the form and in what is listed.
  await page.waitForURL((url) => url.pathname === "/properties");
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    search: "Accra",
    propertyType: "apartment",
    minPrice: "0",
    maxPrice: "100000",
  });
  // On a phone the filters are in a sheet behind "Filters (n)"; on a desktop they are inline.
  const filters = await openFilters(page, viewport, 4);
  expect(await filters.getByLabel("Search", { exact: true }).inputValue()).toBe("Accra");
  expect(await filters.getByLabel("Property type").inputValue()).toBe("apartment");
  expect(await filters.getByLabel("Min price (GH₵)").inputValue()).toBe("0");
  expect(await filters.getByLabel("Max price (GH₵)").inputValue()).toBe("100000");
  await closeFilters(page, viewport);
  const expected = await listings("search=Accra&propertyType=apartment&minPrice=0&maxPrice=100000");
  expect(expected.length).toBeGreaterThanOrEqual(2);
  const results = resultsOf(page);
  await cardsOf(results).first().waitFor();
  expect(await titlesOn(results)).toEqual(expected.map((p) => p.title));
  for (const text of await cardsOf(results).allInnerTexts()) {
    expect(text).toContain("Accra");
  }
  const newestFirst = await pricesOn(results);
  expect(newestFirst.every((price) => price <= 100_000)).toBe(true);
  // Fewer results than a page: nothing more to load.
  expect(await results.getByRole("link", { name: "Load More Properties" }).count()).toBe(0);
  const ascending = [...(await comparablePricesOn(results))].sort((a, b) => a - b);
  // Otherwise the sort below would prove nothing.
  expect(newestFirst).not.toEqual(ascending);

  // Sorting re-orders what is on screen (in the sheet, once "Show results" is pressed).
  const sorting = await openFilters(page, viewport, 4);
  await sorting.getByLabel("Sort by").selectOption("price-low");
  if (viewport === "phone") await sorting.getByRole("button", { name: "Show results" }).click();
  await page.waitForURL((url) => url.searchParams.get("sort") === "price-low");
  await eventually(async () => expect(await comparablePricesOn(results)).toEqual(ascending));
  // The sort orders and narrows nothing: still four filters, the four chips (issue 33).
  const again = await openFilters(page, viewport, 4);
  expect(await again.getByLabel("Search", { exact: true }).inputValue()).toBe("Accra");
  await closeFilters(page, viewport);
  await saveScreen(page, `journey-1-sorted-${viewport}`);

  // Load More, on the unfiltered list (more than one page of results): in place, where the
  // visitor is, with the URL updated so that a reload shows the same list (issue 18).
  const everything = await listings("limit=96");
  expect(everything.length).toBeGreaterThan(24);
  await openPage(page, "/properties");
  expect(await cardsOf(results).count()).toBe(12);
  const firstCard = await cardsOf(results).first().elementHandle();
  const loadMore = results.getByRole("link", { name: "Load More Properties" });
  await loadMore.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);
  await loadMore.click();
  const grown = 24;
  await eventually(async () => expect(await cardsOf(results).count()).toBe(grown));
  expect(new URL(page.url()).searchParams.get("limit")).toBe("24");
  // No reload, no jump: the same first card (the same element), and the visitor is where they were.
  expect(await firstCard?.evaluate((card) => card.isConnected)).toBe(true);
  // (Playwright's click scrolls the link into view its own way, so "where they were" is the
  // twelfth card still on screen, not an exact offset; a jump to the top would put it far below.)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);
  const twelfth = await cardsOf(results).nth(11).boundingBox();
  expect(Math.abs(twelfth?.y ?? Number.POSITIVE_INFINITY)).toBeLessThan(1000);
  const { total } = (await (await fetch(`${server.baseUrl}/api/properties/count`)).json()) as {
    total: number;
  };
  expect(await results.getByText(`${total} properties found · showing ${grown}`).isVisible()).toBe(
    true,
  );
  expect(await titlesOn(results)).toEqual(everything.slice(0, grown).map((p) => p.title));
  await page.reload();
  await waitForHydration(page);
  expect(await titlesOn(results)).toEqual(everything.slice(0, grown).map((p) => p.title));

  // A property page: a visitor's inquiry is refused with spec §8's toast.
  const chosen = everything[13];
  await results.getByRole("link", { name: chosen.title, exact: true }).click();
  await page.waitForURL(`**/properties/${chosen.id}`);
  await page.getByRole("heading", { level: 1, name: chosen.title }).waitFor();
  await page.getByLabel("Your name").fill("Kofi Mensah");
  await page.getByLabel("Email address").fill("kofi.mensah@example.com");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await toastWith(page, "Sign in required", "Please sign in to send inquiries.").waitFor();
  await saveScreen(page, `journey-1-inquiry-refused-${viewport}`, { scrollToTop: false });

  // Back: the same 24 cards, near where the visitor left them (not at the top).
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/properties");
  await eventually(async () => expect(await cardsOf(results).count()).toBe(grown));
  await eventually(async () =>
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500),
  );

  // The refused inquiry's 401 is the only thing the console may mention.
  expect(unexpectedProblems(problems, 401)).toEqual([]);
  await context.close();
}

/** Journey 12: without JavaScript, /, /properties and a property page still show their listings. */
export async function withoutJavaScriptJourney(env: JourneyEnv): Promise<void> {
  const { server, browser, viewport } = env;
  const listings = (query: string) => listingsOn(server, query);
  const context = await newContext(browser, server.baseUrl, viewport, {
    javaScriptEnabled: false,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const problems = watchConsole(page);

  // Home: the featured properties, each a real link.
  const featured = await listings("featured=true&limit=3");
  expect(featured).toHaveLength(3);
  await page.goto("/");
  for (const p of featured) {
    const link = page.getByRole("link", { name: p.title, exact: true });
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute("href")).toBe(`/properties/${p.id}`);
  }

  // /properties: the first page of the list, and Load More is a link that works.
  const everything = await listings("limit=24");
  await page.goto("/properties");
  const results = resultsOf(page);
  expect(await titlesOn(results)).toEqual(everything.slice(0, 12).map((p) => p.title));
  await results.getByRole("link", { name: "Load More Properties" }).click();
  await page.waitForURL("**/properties?limit=24");
  expect(await titlesOn(results)).toEqual(everything.map((p) => p.title));
  await saveScreen(page, `journey-12-properties-${viewport}`, { scrollToTop: false });

  // The filters are a plain GET form.
  const filters = page.getByRole("form", { name: "Search properties" });
  await filters.getByLabel("Search", { exact: true }).fill("East Legon");
  await filters.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("search") === "East Legon");
  const eastLegon = await listings("search=East+Legon&limit=12");
  expect(await titlesOn(results)).toEqual(eastLegon.map((p) => p.title));

  // A property page, reached by following a card's link.
  const [chosen] = eastLegon;
  await results.getByRole("link", { name: chosen.title, exact: true }).click();
  await page.waitForURL(`**/properties/${chosen.id}`);
  expect(
    await page.getByRole("heading", { level: 1, name: chosen.title, exact: true }).isVisible(),
  ).toBe(true);
  expect(await page.getByRole("heading", { name: "Send Inquiry" }).isVisible()).toBe(true);
  await saveScreen(page, `journey-12-property-${viewport}`, { scrollToTop: false });

  expect(problems).toEqual([]);
  await context.close();
}
