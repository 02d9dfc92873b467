import type { Page } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { seriousViolations, sidewaysOverflow } from "../support/page-checks.js";
import { openPage } from "../support/page-ready.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

const FLAT = "Furnished 2 Bedroom Apartment in East Legon";

/** How many pixels of the chart's canvas are painted (not transparent). */
const paintedPixels = (page: Page) =>
  page
    .locator("figure canvas")
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height) ?? {
        data: [],
      };
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
      return painted;
    });

/**
 * Journey 17 (issue 20): /price-guide's table is there from the server; its chart's code is
 * fetched after hydration and draws the middle ranges; a seeded East Legon flat's page says
 * where its price sits and links to its group in the guide. Without JavaScript the filter form
 * still works.
 */
export async function priceGuideJourney(env: JourneyEnv): Promise<void> {
  await inFreshPage(env, async (page) => {
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.url());
    });
    await openPage(page, "/price-guide");
    const rent = page.getByRole("region", { name: "Rent, GH₵ per month" });
    await rent
      .getByRole("rowheader", { name: /East Legon, Accra/ })
      .first()
      .waitFor();
    await page.locator('figure[data-chart="drawn"]').first().waitFor();
    expect(await paintedPixels(page)).toBeGreaterThan(1000);
    const chartChunk = (
      await Promise.all(
        scripts.map(async (url) =>
          (await (await fetch(url)).text()).includes("medianMarks") ? url : null,
        ),
      )
    ).filter(Boolean);
    expect(chartChunk).toHaveLength(1);
    expect(await sidewaysOverflow(page)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreen(page, `journey-17-price-guide-${env.viewport}`);

    const [flat] = JSON.parse(
      (await env.server.get(`/api/properties?search=${encodeURIComponent(FLAT)}&limit=1`)).html,
    ) as { id: number }[];
    await openPage(page, `/properties/${flat?.id}`);
    const band = page.getByRole("region", { name: "Price compared" });
    await band.getByText("Compared with 5 similar listings in East Legon, Accra").waitFor();
    expect(await band.getAttribute("data-band")).toBe("above");
    await band.scrollIntoViewIfNeeded();
    await saveScreen(page, `journey-17-comparison-band-${env.viewport}`, { scrollToTop: false });
    await band.getByRole("link", { name: "See the price guide" }).click();
    await page.waitForURL(/\/price-guide\?city=Accra&neighbourhood=East\+Legon/);
    const rows = page.getByRole("region", { name: "Rent, GH₵ per month" }).getByRole("rowheader");
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual([
      "East Legon, AccraApartment, 2 bedrooms6 listings",
    ]);
  });

  // No JavaScript: the table is the server's and the filters are a plain GET form.
  await inFreshPage(
    env,
    async (page) => {
      await page.goto("/price-guide");
      await page.getByLabel("Rent or buy").selectOption("sale");
      await page.getByRole("button", { name: "Show prices" }).click();
      await page.waitForURL(/type=sale/);
      await page.getByRole("heading", { name: "Sale price, GH₵" }).waitFor();
      expect(await page.getByRole("heading", { name: "Rent, GH₵ per month" }).count()).toBe(0);
    },
    { javaScriptEnabled: false },
  );
}
