// Issue 18's search on a phone: the filters sheet, the blog's Load More in place, and the hostel
// finder's filters kept in the URL.
import { saveScreen } from "../support/browser.js";
import { eventually, openPage, waitForHydration } from "../support/page-ready.js";
import {
  cardsOf,
  listings as listingsOn,
  resultsOf,
  titlesOn,
} from "../support/property-results.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

/**
 * Issue 18 on a 360 px phone: results first, Buy/Rent tabs, the filters in a sheet behind
 * "Filters (n)", the active filters as removable chips, and student hostels sent to their finder.
 * Saves the closing note's screenshots: properties-filters-closed-phone, -open-phone.
 */
export async function phoneFiltersSheetJourney(env: JourneyEnv): Promise<void> {
  await inFreshPage(env, async (page) => {
    await openPage(page, "/properties");
    const results = resultsOf(page);
    // Results first: the first card starts on the first screen (it was ~1,050 px down).
    const firstCard = await cardsOf(results).first().boundingBox();
    expect(firstCard?.y).toBeLessThan(400);
    expect(await page.getByRole("form", { name: "Search properties" }).count()).toBe(0);
    await saveScreen(page, "properties-filters-closed-phone");

    // Buy and Rent: the spec's ?type=sale and ?type=rent, as tabs.
    const kinds = page.getByRole("navigation", { name: "Buy or rent" });
    await kinds.getByRole("link", { name: "Buy" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "sale");
    await page.getByRole("heading", { level: 1, name: "Buy Property" }).waitFor();
    await kinds.getByRole("link", { name: "Rent" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "rent");
    await page.getByRole("heading", { level: 1, name: "Rent Property" }).waitFor();
    expect(await kinds.getByRole("link", { name: "Rent" }).getAttribute("aria-current")).toBe(
      "page",
    );

    // The sheet: choices wait for "Show results".
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByLabel("Property type").selectOption("apartment");
    await sheet.getByLabel("City").selectOption("Accra");
    await sheet.getByLabel("Bedrooms").selectOption("2");
    await saveScreen(page, "properties-filters-open-phone", { scrollToTop: false });
    expect(new URL(page.url()).searchParams.get("city")).toBeNull();
    await sheet.getByRole("button", { name: "Show results" }).click();
    await sheet.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.searchParams.get("city") === "Accra");
    const query = "type=rent&propertyType=apartment&city=Accra&bedrooms=2";
    const chosen = await listingsOn(env.server, query);
    expect(chosen.length).toBeGreaterThan(0);
    await eventually(async () =>
      expect(await titlesOn(results)).toEqual(chosen.map((p) => p.title)),
    );

    // The chips say what is applied; removing one widens the list at once.
    const chips = page.getByRole("list", { name: "Active filters" });
    for (const text of ["Apartment", "Accra", "2 bedrooms"])
      expect(await chips.getByRole("link", { name: `Remove filter: ${text}` }).isVisible()).toBe(
        true,
      );
    expect(await page.getByRole("button", { name: "Filters (3)" }).isVisible()).toBe(true);
    await chips.getByRole("link", { name: "Remove filter: Accra" }).click();
    await page.waitForURL((url) => !url.searchParams.has("city"));
    expect(new URL(page.url()).searchParams.get("propertyType")).toBe("apartment");
    await page.getByRole("button", { name: "Filters (2)" }).waitFor();
    expect(await chips.getByRole("link", { name: "Remove filter: Accra" }).count()).toBe(0);
    const wider = await listingsOn(env.server, "type=rent&propertyType=apartment&bedrooms=2");
    expect(wider.length).toBeGreaterThan(chosen.length);
    await eventually(async () =>
      expect(await titlesOn(results)).toEqual(wider.slice(0, 12).map((p) => p.title)),
    );

    // Student hostels have their own finder.
    await page.getByRole("button", { name: "Filters (2)" }).click();
    await page
      .getByRole("dialog", { name: "Filters" })
      .getByLabel("Property type")
      .selectOption("student-hostel");
    await page.waitForURL("**/student-hostels");
  });
}

/** Issue 18: the blog's Load More in place, and the hostel finder's filters kept in the URL. */
export async function blogAndHostelsInPlaceJourney(env: JourneyEnv): Promise<void> {
  await inFreshPage(env, async (page) => {
    await openPage(page, "/blog");
    const articles = page.getByRole("region", { name: "Articles" });
    const headings = articles.getByRole("heading", { level: 3 });
    const before = await headings.allInnerTexts();
    expect(before).toHaveLength(9);
    const loadMore = articles.getByRole("link", { name: "Load More Articles" });
    await loadMore.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    await loadMore.click();
    const posts = JSON.parse((await env.server.get("/api/blog?limit=20")).html) as unknown[];
    // The first article is the featured one, above the grid.
    const grid = Math.min(posts.length - 1, 18);
    expect(grid).toBeGreaterThan(9);
    await eventually(async () => expect(await headings.count()).toBe(grid));
    const after = await headings.allInnerTexts();
    expect(after.slice(0, 9)).toEqual(before);
    expect(new URL(page.url()).searchParams.get("limit")).toBe("18");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo / 2);
    const ninth = await headings.nth(8).boundingBox();
    expect(Math.abs(ninth?.y ?? Number.POSITIVE_INFINITY)).toBeLessThan(1000);
    await page.reload();
    await waitForHydration(page);
    expect(await headings.allInnerTexts()).toEqual(after);

    await openPage(page, "/student-hostels");
    const finder = page.getByRole("form", { name: "Find a hostel" });
    // On a phone the filters fold behind "Filters" until opened (issue 33).
    await finder.locator("summary").click();
    const university = finder.getByLabel("University");
    const [, firstUniversity] = await university.locator("option").allInnerTexts();
    await university.selectOption({ label: firstUniversity });
    await finder.getByLabel("Search").fill("a");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("search")).toBe("a"));
    expect(new URL(page.url()).searchParams.get("university")).toBe(firstUniversity);
    const count = page.getByRole("region", { name: "Hostels" }).getByText(/hostels? found$/);
    const shown = await count.textContent();
    await page.reload();
    await waitForHydration(page);
    expect(await finder.getByLabel("University").inputValue()).toBe(firstUniversity);
    expect(await finder.getByLabel("Search").inputValue()).toBe("a");
    expect(await count.textContent()).toBe(shown);
  });
}
