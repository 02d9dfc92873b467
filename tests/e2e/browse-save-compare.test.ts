// Journeys 1, 2, 4 and 12 of the browser suite (issue "3/6 In a real browser"), at both sizes.
// One server for all four: starting it (a fresh, seeded database) costs more than the journeys.
import type { Browser, Page } from "playwright-core";
import type { BuiltServer } from "../support/built-server.js";
import {
  newContext,
  saveScreen,
  VIEWPORTS,
  type ViewportName,
  watchConsole,
} from "./support/browser.js";
import { withBrowserAndServer } from "./support/browser-and-server.js";
import {
  eventually,
  openPage,
  toastWith,
  unexpectedProblems,
  waitForHydration,
} from "./support/page-ready.js";
import {
  cardsOf,
  listings as listingsOn,
  pricesOn,
  resultsOf,
  titlesOn,
} from "./support/property-results.js";

const started = withBrowserAndServer();
// Read once both are up; the helper also stops them, and keeps neither running if the other failed.
let server: BuiltServer;
let browser: Browser;
beforeAll(() => {
  server = started.server();
  browser = started.browser();
});

const listings = (query: string) => listingsOn(server, query);

/** Creates an account on /login's second tab; the page then goes wherever it was asked to. */
async function createAccount(page: Page, email: string): Promise<void> {
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill("Abena");
  await form.getByLabel("Last name").fill("Owusu");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("a-long-password");
  await form.getByRole("button", { name: "Create Account" }).click();
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("on a %s", (viewport) => {
  it("journey 1: a visitor searches from the home page, sorts, loads more and is asked to sign in to send an inquiry", async () => {
    const context = await newContext(browser, server.baseUrl, viewport);
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems = watchConsole(page);

    // Hero search: the autocomplete is driven by the keyboard alone.
    await openPage(page, "/");
    const hero = page.getByRole("form", { name: "Search properties" });
    const where = hero.getByRole("combobox", { name: "Location" });
    await where.click();
    await where.pressSequentially("East");
    const firstSuggestion = hero.getByRole("option").first();
    await firstSuggestion.waitFor();
    const suggestion = await firstSuggestion.textContent();
    expect(suggestion).toBe("East Legon");
    await where.press("ArrowDown");
    expect(await where.getAttribute("aria-activedescendant")).toBe(
      await firstSuggestion.getAttribute("id"),
    );
    await where.press("Enter");
    expect(await where.inputValue()).toBe("East Legon");
    expect(await where.getAttribute("aria-expanded")).toBe("false");
    await hero.getByLabel("Property type").selectOption("apartment");
    await hero.getByLabel("Price range").selectOption({ label: "Under GH₵100K" });
    await hero.getByRole("button", { name: "Search Properties" }).click();

    // The results: the filters are in the URL, in the form and in what is listed.
    await page.waitForURL((url) => url.pathname === "/properties");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      search: "East Legon",
      propertyType: "apartment",
      minPrice: "0",
      maxPrice: "100000",
    });
    const filters = page.getByRole("form", { name: "Search properties" });
    expect(await filters.getByLabel("Search", { exact: true }).inputValue()).toBe("East Legon");
    expect(await filters.getByLabel("Property type").inputValue()).toBe("apartment");
    expect(await filters.getByLabel("Min price (GH₵)").inputValue()).toBe("0");
    expect(await filters.getByLabel("Max price (GH₵)").inputValue()).toBe("100000");
    const expected = await listings(
      "search=East+Legon&propertyType=apartment&minPrice=0&maxPrice=100000",
    );
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const results = resultsOf(page);
    await cardsOf(results).first().waitFor();
    expect(await titlesOn(results)).toEqual(expected.map((p) => p.title));
    for (const text of await cardsOf(results).allInnerTexts()) {
      expect(text).toContain("East Legon");
    }
    const newestFirst = await pricesOn(results);
    expect(newestFirst.every((price) => price <= 100_000)).toBe(true);
    // Fewer results than a page: nothing more to load.
    expect(await results.getByRole("link", { name: "Load More Properties" }).count()).toBe(0);
    const ascending = [...newestFirst].sort((a, b) => a - b);
    // Otherwise the sort below would prove nothing.
    expect(newestFirst).not.toEqual(ascending);

    // Sorting re-orders what is on screen.
    await filters.getByLabel("Sort by").selectOption("price-low");
    await page.waitForURL((url) => url.searchParams.get("sort") === "price-low");
    await eventually(async () => expect(await pricesOn(results)).toEqual(ascending));
    expect(await filters.getByLabel("Search", { exact: true }).inputValue()).toBe("East Legon");
    await saveScreen(page, `journey-1-sorted-${viewport}`);

    // Load More, on the unfiltered list (more than one page of results).
    const everything = await listings("limit=96");
    expect(everything.length).toBeGreaterThan(12);
    await openPage(page, "/properties");
    expect(await cardsOf(results).count()).toBe(12);
    await results.getByRole("link", { name: "Load More Properties" }).click();
    const grown = Math.min(24, everything.length);
    await eventually(async () => expect(await cardsOf(results).count()).toBe(grown));
    expect(new URL(page.url()).searchParams.get("limit")).toBe("24");
    const { total } = (await (await fetch(`${server.baseUrl}/api/properties/count`)).json()) as {
      total: number;
    };
    expect(
      await results.getByText(`${total} properties found · showing ${grown}`).isVisible(),
    ).toBe(true);
    expect(await titlesOn(results)).toEqual(everything.slice(0, grown).map((p) => p.title));

    // A property page: a visitor's inquiry is refused with spec §8's toast.
    const chosen = everything[13];
    await results.getByRole("link", { name: chosen.title, exact: true }).click();
    await page.waitForURL(`**/properties/${chosen.id}`);
    await page.getByRole("heading", { level: 1, name: chosen.title }).waitFor();
    await page.getByLabel("Your name").fill("Kofi Mensah");
    await page.getByLabel("Email address").fill("kofi.mensah@example.com");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const toast = toastWith(page, "Sign in required");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Please sign in to send inquiries.");
    await saveScreen(page, `journey-1-inquiry-refused-${viewport}`);

    // The refused inquiry's 401 is the only thing the console may mention.
    expect(unexpectedProblems(problems, 401)).toEqual([]);
    await context.close();
  });

  it("journey 12: without JavaScript, /, /properties and a property page still show their listings", async () => {
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
  });

  it("journey 2: a visitor signs up, comes back where they were and saves, lists and removes a favourite", async () => {
    // Session cookies are Secure in production: the browser talks to the app as through its https proxy.
    const context = await newContext(browser, server.baseUrl, viewport, {
      extraHTTPHeaders: { "x-forwarded-proto": "https" },
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const [first] = await listings("limit=12");
    const saveHeart = page.getByRole("button", { name: `Save ${first.title} to favorites` });

    // The phone goes to sign in through a card's heart, the desktop through the header.
    const start = viewport === "phone" ? "/properties" : `/properties/${first.id}`;
    await openPage(page, start);
    if (viewport === "phone") {
      await saveHeart.click();
      await toastWith(page, "Please sign in to save favorites.").waitFor();
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    }
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(start);
    await createAccount(page, `abena.${viewport}@example.com`);
    await page.waitForURL((url) => url.pathname === start);
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByText("Welcome, Abena")
      .first()
      .waitFor({ state: "attached" });

    // Save from a card; the heart stays pressed after a reload.
    if (viewport === "desktop") {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Properties" })
        .click();
      await page.waitForURL((url) => url.pathname === "/properties");
    }
    await saveHeart.click();
    const savedHeart = page.getByRole("button", {
      name: `Remove ${first.title} from favorites`,
      pressed: true,
    });
    await savedHeart.waitFor();
    await toastWith(page, "Added to favorites").waitFor();
    await page.reload();
    await waitForHydration(page);
    await savedHeart.waitFor();
    await saveScreen(page, `journey-2-saved-${viewport}`);

    // /favorites lists it; removing it leaves the empty state.
    await openPage(page, "/favorites");
    await page.getByRole("link", { name: first.title, exact: true }).waitFor();
    await page.getByRole("button", { name: `Remove ${first.title} from favorites` }).click();
    await page.getByRole("heading", { name: "No Favorites Yet" }).waitFor();
    expect(await page.getByRole("link", { name: first.title, exact: true }).count()).toBe(0);
    await saveScreen(page, `journey-2-no-favorites-${viewport}`);

    // Sign Out signs out in one click: the browser says the navigation is same-origin.
    if (viewport === "phone") await page.getByRole("button", { name: "Open menu" }).click();
    const menu = viewport === "phone" ? page.getByRole("dialog", { name: "Menu" }) : page;
    await menu.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("journey 4: three properties are compared and a fourth cannot be added", async () => {
    const context = await newContext(browser, server.baseUrl, viewport);
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const [a, b, fourth] = await listings("limit=3");

    // Two from their property pages.
    for (const [index, p] of [a, b].entries()) {
      await openPage(page, `/properties/${p.id}`);
      await page.getByRole("button", { name: "Add to Compare" }).click();
      await page.getByRole("button", { name: "Remove from Compare" }).waitFor();
      await page.getByRole("link", { name: `Compare (${index + 1})` }).waitFor();
    }

    // The third from the /compare picker, whose add buttons are then all disabled.
    await page.getByRole("link", { name: "Compare (2)" }).click();
    await page.waitForURL((url) => url.pathname === "/compare");
    await waitForHydration(page);
    const [c] = (await listings("search=Kumasi&limit=5")).filter(
      (p) => ![a.id, b.id, fourth.id].includes(p.id),
    );
    await page.getByRole("searchbox", { name: "Add a property" }).fill("Kumasi");
    await page.getByRole("button", { name: `Add ${c.title}`, exact: true }).click();
    await page.getByRole("button", { name: `Added ${c.title}`, exact: true }).waitFor();
    const pickerButtons = page.getByRole("button", { name: /^(Add|Added) / });
    expect(await pickerButtons.count()).toBeGreaterThan(1);
    for (const button of await pickerButtons.all()) {
      expect(await button.isDisabled()).toBe(true);
    }

    // Three columns, in the order they were added.
    await page.getByRole("button", { name: `Remove ${c.title} from compare` }).waitFor();
    const columns = page.getByRole("listitem").filter({
      has: page.getByRole("button", { name: /from compare$/ }),
    });
    expect(await columns.count()).toBe(3);
    const titles = await columns.getByRole("link").allInnerTexts();
    expect(titles).toEqual([a.title, b.title, c.title]);
    if (viewport === "desktop") {
      // Side by side: one row.
      const boxes = await Promise.all((await columns.all()).map((column) => column.boundingBox()));
      expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
      expect(new Set(boxes.map((box) => box?.x)).size).toBe(3);
    }
    await saveScreen(page, `journey-4-compare-${viewport}`);

    // A fourth property's page: Add to Compare is disabled and says why.
    await openPage(page, `/properties/${fourth.id}`);
    const add = page.getByRole("button", { name: "Add to Compare" });
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByText("You can compare up to 3 properties.").isVisible()).toBe(true);
    await saveScreen(page, `journey-4-limit-${viewport}`);

    expect(problems).toEqual([]);
    await context.close();
  });
});
