import type { Page } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

const KUMASI = { latitude: 6.6885, longitude: -1.6244 };
const ACCRA = { latitude: 5.6037, longitude: -0.187 };
// Spec §9: the located city is kept in local storage under this key for one hour.
const CACHE_KEY = "user-location";
const HOUR_MS = 3_600_000;

/** The home page's banner, once it has finished detecting. */
async function settledBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Your location" }).getByRole("status");
  await page.waitForFunction(
    (el) => el?.getAttribute("data-state") !== "detecting",
    await banner.elementHandle(),
  );
  return banner;
}

async function cachedLocation(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CACHE_KEY);
  return raw ? (JSON.parse(raw) as { city: string; region: string; timestamp: number }) : null;
}

/** Journey 10: located at Kumasi, the hour-long cache on reload, and a denied permission. */
export async function locationBannerJourney(env: JourneyEnv): Promise<void> {
  const { viewport } = env;
  await inFreshPage(
    env,
    async (page, context) => {
      await page.goto("/");
      let banner = await settledBanner(page);
      await banner.getByText("Kumasi, Ashanti", { exact: true }).waitFor();
      await expect(cachedLocation(page)).resolves.toMatchObject({
        city: "Kumasi",
        region: "Ashanti",
      });
      await banner.scrollIntoViewIfNeeded();
      await saveScreen(page, `journey-10-located-${viewport}`);

      // The browser now says Accra, but the hour-old-at-most answer is still used. (Reloads
      // need the scripts, not every picture.)
      await context.setGeolocation(ACCRA);
      await page.reload({ waitUntil: "domcontentloaded" });
      banner = await settledBanner(page);
      await banner.getByText("Kumasi, Ashanti", { exact: true }).waitFor();

      // Once the cached answer is over an hour old, the browser is asked again.
      await page.evaluate(
        ([key, age]) => {
          const cached = JSON.parse(localStorage.getItem(key) ?? "{}");
          localStorage.setItem(key, JSON.stringify({ ...cached, timestamp: Date.now() - age }));
        },
        [CACHE_KEY, HOUR_MS + 1000] as const,
      );
      await page.reload({ waitUntil: "domcontentloaded" });
      banner = await settledBanner(page);
      await banner.getByText("Accra, Greater Accra", { exact: true }).waitFor();
      await expect(cachedLocation(page)).resolves.toMatchObject({ city: "Accra" });
    },
    { permissions: ["geolocation"], geolocation: KUMASI },
  );

  // No permission granted: the browser refuses, and nothing is cached.
  await inFreshPage(env, async (page) => {
    await page.goto("/");
    const banner = await settledBanner(page);
    await banner
      .getByText("Unable to detect location. Showing all Ghana properties.", { exact: true })
      .waitFor();
    await banner.getByText("Location access denied by user", { exact: true }).waitFor();
    await expect(cachedLocation(page)).resolves.toBeNull();
    await banner.scrollIntoViewIfNeeded();
    await saveScreen(page, `journey-10-denied-${viewport}`);
  });
}
