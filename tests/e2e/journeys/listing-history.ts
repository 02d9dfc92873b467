import { saveScreen } from "../support/browser.js";
import { openPage } from "../support/page-ready.js";
import { cardsOf, resultsOf } from "../support/property-results.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

const PLOT = "Serviced Plot for Sale at East Legon Hills";

/**
 * Journey 19: a listing's past on a phone (decision 99). The seed's serviced plot was cut last
 * week: its card in the results says "Reduced", and its page says when it was first listed, at
 * what price, for how long it has been on offer, and the cut.
 */
export async function listingHistoryJourney(env: JourneyEnv): Promise<void> {
  await inFreshPage(env, async (page) => {
    await openPage(page, `/properties?search=${encodeURIComponent("Serviced Plot")}`);
    const card = cardsOf(resultsOf(page)).filter({ hasText: PLOT });
    await card.getByText("Reduced", { exact: true }).waitFor();

    await card.getByRole("link", { name: PLOT }).first().click();
    await page.getByRole("heading", { level: 1, name: PLOT }).waitFor();
    const history = page.getByRole("region", { name: "Listing history" });
    await history.waitFor();
    const text = (await history.textContent()) ?? "";
    expect(text).toMatch(/First listed \d{1,2} \w+ \d{4} at GH₵1,100,000 · \d+ days on the market/);
    expect(await history.getByRole("listitem").allTextContents()).toEqual([
      expect.stringMatching(/^Reduced from GH₵1,100,000 to GH₵1,050,000 on \d{1,2} \w+ \d{4}$/),
    ]);
    await history.scrollIntoViewIfNeeded();
    await saveScreen(page, `journey-19-listing-history-${env.viewport}`, { scrollToTop: false });
  });
}
