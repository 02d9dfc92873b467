import type { Page } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { openPage } from "../support/page-ready.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

interface Listing {
  id: number;
  title: string;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * Journey 13: the property page lists similar properties (from the server's first render), and
 * a second property remembers the first under "Recently viewed", also after a reload.
 */
export async function similarAndRecentJourney(env: JourneyEnv): Promise<void> {
  const json = async <T>(path: string): Promise<T> => JSON.parse((await env.server.get(path)).html);
  const [first] = await json<Listing[]>("/api/properties?featured=true&limit=1");
  if (!first) throw new Error("the seed has no featured property");
  const similar = await json<Listing[]>(`/api/properties/${first.id}/similar`);
  expect(similar.length).toBeGreaterThan(0);
  const next = similar[0] as Listing;

  await inFreshPage(env, async (page) => {
    await openPage(page, `/properties/${first.id}`);
    const shown = section(page, "Similar properties").getByRole("heading", { level: 3 });
    expect(await shown.allTextContents()).toEqual(similar.map((p) => p.title));
    // Nothing viewed before this one: no row at all.
    expect(await section(page, "Recently viewed").count()).toBe(0);

    await section(page, "Similar properties").getByRole("link", { name: next.title }).click();
    await page.waitForURL(`**/properties/${next.id}`);
    await page.getByRole("heading", { level: 1, name: next.title }).waitFor();
    const recent = section(page, "Recently viewed");
    await recent.getByRole("link", { name: first.title }).waitFor();
    expect(await recent.getByRole("link").count()).toBe(1);
    await saveScreen(page, `journey-13-recently-viewed-${env.viewport}`);

    await page.reload();
    await recent.getByRole("link", { name: first.title }).waitFor();
    expect(await recent.getByRole("link", { name: next.title }).count()).toBe(0);
  });
}
