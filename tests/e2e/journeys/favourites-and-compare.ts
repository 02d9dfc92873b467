// Journey 2 of the browser suite: a visitor signs up, comes back where they were and keeps
// favourites; and journey 4: the compare page and its limit of three.
import type { Page } from "playwright-core";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import { openPage, toastWith, waitForHydration } from "../support/page-ready.js";
import { listings as listingsOn } from "../support/property-results.js";
import type { JourneyEnv } from "./journey.js";

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

/** Journey 2: sign up, come back where one was, and save, list and remove a favourite. */
export async function signUpAndFavouritesJourney(env: JourneyEnv): Promise<void> {
  const { server, browser, viewport } = env;
  const listings = (query: string) => listingsOn(server, query);
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
    // The toast has its UI test (tests/ui/properties): on a loaded machine the redirect after it
    // has taken the page away before a browser poll saw it.
    await saveHeart.click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  }
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(start);
  await createAccount(page, `abena.${viewport}@example.com`);
  await page.waitForURL((url) => url.pathname === start);
  await waitForHydration(page);
  await page.getByRole("banner").getByText("Welcome, Abena").first().waitFor({ state: "attached" });
  // Issue 33: the new account is told a confirmation link is on its way.
  await page
    .getByRole("status")
    .filter({ hasText: `We sent a confirmation link to abena.${viewport}@example.com` })
    .waitFor();

  // Save from a card; the heart stays pressed after a reload. On the phone the heart pressed
  // before signing up has saved it already (issue 33).
  if (viewport === "desktop") {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Properties" })
      .click();
    await page.waitForURL((url) => url.pathname === "/properties");
  }
  const savedHeart = page.getByRole("button", {
    name: `Remove ${first.title} from favorites`,
    pressed: true,
  });
  if (viewport === "phone") await toastWith(page, "Added to Favorites").waitFor();
  else {
    await saveHeart.click();
    await toastWith(page, "Added to favorites").waitFor();
  }
  await savedHeart.waitFor();
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
}

/** Journey 4: three properties are compared and a fourth cannot be added. */
export async function compareJourney(env: JourneyEnv): Promise<void> {
  const { server, browser, viewport } = env;
  const listings = (query: string) => listingsOn(server, query);
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

  // Three columns, in the order they were added, side by side at every size: on a phone they
  // scroll sideways inside their own box and the page itself stays as wide as the screen.
  await page.getByRole("button", { name: `Remove ${c.title} from compare` }).waitFor();
  const columns = page
    .getByRole("table", { name: "Compared properties, a column each" })
    .getByRole("columnheader");
  expect(await columns.count()).toBe(3);
  const titles = await columns.getByRole("link").allInnerTexts();
  expect(titles).toEqual([a.title, b.title, c.title]);
  const boxes = await Promise.all((await columns.all()).map((column) => column.boundingBox()));
  expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
  expect(new Set(boxes.map((box) => box?.x)).size).toBe(3);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await saveScreen(page, `journey-4-compare-${viewport}`);

  // A fourth property's page: Add to Compare is disabled and says why.
  await openPage(page, `/properties/${fourth.id}`);
  const add = page.getByRole("button", { name: "Add to Compare" });
  expect(await add.isDisabled()).toBe(true);
  expect(await page.getByText("You can compare up to 3 properties.").isVisible()).toBe(true);
  await saveScreen(page, `journey-4-limit-${viewport}`);

  expect(problems).toEqual([]);
  await context.close();
}
