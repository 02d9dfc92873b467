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
