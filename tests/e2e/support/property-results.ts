import type { Locator, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";

export interface Listing {
  id: number;
  title: string;
  price: string;
}

/** What the API lists for a query: a journey's own account of which cards should show. */
export async function listings(server: BuiltServer, query: string): Promise<Listing[]> {
  const { status, html } = await server.get(`/api/properties?${query}`);
  if (status !== 200) throw new Error(`GET /api/properties?${query} answered ${status}`);
  return JSON.parse(html) as Listing[];
}

/** The results section of /properties. */
export const resultsOf = (page: Page) => page.getByRole("region", { name: "Results" });

/** The property cards in a section (each card's facts are a list of their own). */
export const cardsOf = (section: Locator) =>
  section.getByRole("listitem").filter({ has: section.page().getByRole("heading") });

/** The titles of the cards on screen, in order. */
export function titlesOn(section: Locator): Promise<string[]> {
  return cardsOf(section).getByRole("heading").allInnerTexts();
}

/** The cedi amounts the cards show, in order, read from their text ("GH₵9,500 / month"). */
export async function pricesOn(section: Locator): Promise<number[]> {
  const cards = await cardsOf(section).allInnerTexts();
  return cards.map((text) => {
    const match = /GH₵([\d,]+)/.exec(text);
    if (!match) throw new Error(`no price on the card: ${text}`);
    return Number(match[1].replaceAll(",", ""));
  });
}

/**
 * The cards' prices as a price sort compares them (decision 64): a yearly rent ("/ year") by its
 * monthly twelfth, beside monthly rents.
 */
export async function comparablePricesOn(section: Locator): Promise<number[]> {
  const cards = await cardsOf(section).allInnerTexts();
  const prices = await pricesOn(section);
  return prices.map((price, i) => (/\/\s*year/i.test(cards[i] ?? "") ? price / 12 : price));
}

/** One filter a journey sets: its label in the form, its key in the URL and the value. */
export interface FilterChoice {
  label: string;
  param: string;
  value: string;
  /** A list (select) or a text box (fill). */
  kind: "select" | "fill";
}

/**
 * Sets /properties filters as a visitor would (issue 18): on a desktop in the inline form, where
 * each choice in a list applies at once and text waits for Search; on a phone in the sheet behind
 * "Filters", applied together by "Show results". Returns once the URL holds them all.
 */
export async function applyFilters(
  page: Page,
  viewport: "phone" | "desktop",
  choices: FilterChoice[],
): Promise<void> {
  const holds = (url: URL, list: FilterChoice[]) =>
    list.every((c) => url.searchParams.get(c.param) === c.value);
  if (viewport === "phone") {
    await page.getByRole("button", { name: /^Filters/ }).click();
    const form = page
      .getByRole("dialog", { name: "Filters" })
      .getByRole("form", { name: "Search properties" });
    for (const c of choices) {
      const field = form.getByLabel(c.label, { exact: true });
      if (c.kind === "select") await field.selectOption(c.value);
      else await field.fill(c.value);
    }
    await form.getByRole("button", { name: "Show results" }).click();
    await page.waitForURL((url) => holds(url, choices));
    return;
  }
  const form = page.getByRole("form", { name: "Search properties" });
  const texts = choices.filter((c) => c.kind === "fill");
  for (const c of choices.filter((c) => c.kind === "select")) {
    await form.getByLabel(c.label, { exact: true }).selectOption(c.value);
    await page.waitForURL((url) => url.searchParams.get(c.param) === c.value);
  }
  if (texts.length === 0) return;
  for (const c of texts) await form.getByLabel(c.label, { exact: true }).fill(c.value);
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((url) => holds(url, choices));
}
