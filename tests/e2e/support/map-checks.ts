import type { Locator, Page } from "playwright-core";
import { VIEWPORTS } from "./browser.js";

// What the map journeys share (decision 69): whether a page has fetched Leaflet, and a phone's
// screen with a map in sight.

/** The scripts and style sheets the page has fetched so far. */
export const assetsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/.*\.(js|css)$/.test(name)),
  );

/** Whether any of these files is (or carries) Leaflet: its own class names are in its code and CSS. */
export async function carriesLeaflet(page: Page, files: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const text = await (await page.request.get(file)).text();
    if (text.includes("leaflet-container") || text.includes("leaflet-pane")) found.push(file);
  }
  return found;
}

/** What a 360×800 phone shows with `target` in sight: test-results/screens/{name}.png. */
export async function phoneShot(page: Page, target: Locator, name: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  await target.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await page.waitForLoadState("networkidle");
  if (process.env.E2E_SCREENS !== "off")
    await page.screenshot({ path: `test-results/screens/${name}.png` });
  await page.setViewportSize(VIEWPORTS.phone);
}
