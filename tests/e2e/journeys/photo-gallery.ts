import type { Page } from "playwright-core";
import { MAIN_PHOTO_SIZES } from "#web/ui/components/gallery/gallery-sizes.js";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { openPage } from "../support/page-ready.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";
import { shareFallbackStep } from "./share-fallback.js";

interface Listing {
  id: number;
  title: string;
  images: string[];
}

/** A phone's finger, through Chrome's own touch input: the viewer sees real touch pointers. */
async function swipeLeft(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize() ?? { width: 360, height: 740 };
  const y = Math.round(height / 2);
  const at = (x: number) => [{ x: Math.round(x), y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(width * 0.8) });
  for (let step = 1; step <= 8; step++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(width * (0.8 - (0.6 * step) / 8)),
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * The full-screen viewer, opened from "View all N photos": its counter, the arrow keys, a swipe
 * and Escape, which gives focus back to the link that opened it. Shared by the property and the
 * hostel pages, which use the same gallery.
 */
export async function viewAllPhotos(page: Page, title: string, count: number, shot: string) {
  const viewAll = page.getByRole("link", { name: `View all ${count} photos` });
  await viewAll.tap();
  const viewer = page.getByRole("dialog", { name: `Photos of ${title}` });
  await viewer.waitFor();
  const counter = (n: number) => viewer.getByText(`${n} / ${count}`, { exact: true });
  await counter(1).waitFor();
  // Its fade-in first: halfway through, the counter's white is still blended with the backdrop.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== "running" ||
          a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // The viewer is a dialog over the page: WCAG A/AA as the route sweep holds every page to.
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreen(page, shot, { scrollToTop: false });
  await page.keyboard.press("ArrowRight");
  await counter(2).waitFor();
  await swipeLeft(page);
  // With two photos the carousel goes round: the next after the second is the first.
  await counter(count > 2 ? 3 : 1).waitFor();
  await page.keyboard.press("Escape");
  await viewer.waitFor({ state: "detached" });
  expect(await viewAll.evaluate((link) => link === document.activeElement)).toBe(true);
}

/**
 * Issue 33 item 1: the open viewer is a step of the phone's history. Back closes it and the
 * listing stays, where it used to go back to the search results.
 */
async function backClosesViewer(page: Page, title: string, count: number, listingPath: string) {
  const viewer = page.getByRole("dialog", { name: `Photos of ${title}` });
  await page.getByRole("link", { name: `View all ${count} photos` }).tap();
  await viewer.getByText(`1 / ${count}`, { exact: true }).waitFor();
  await page.goBack();
  await viewer.waitFor({ state: "detached" });
  expect(new URL(page.url()).pathname).toBe(listingPath);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

/**
 * Which of our four widths the browser takes for an image of these `sizes` on this screen:
 * asked with stand-in files, so it holds whatever photos the seed has. Each is its own URL (a
 * browser prefers a candidate it already holds, and data: URLs would all be held).
 */
async function sizeChosenFor(page: Page, sizes: string): Promise<number> {
  const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
  await page.route("**/srcset-probe/*", (route) =>
    route.fulfill({ contentType: "image/gif", body: gif }),
  );
  const chosen = await page.evaluate(async (sizes) => {
    const img = document.createElement("img");
    img.sizes = sizes;
    img.srcset = [320, 640, 1024, 1600].map((w) => `/srcset-probe/${w}.gif ${w}w`).join(", ");
    img.style.width = "1px";
    document.body.append(img);
    await img.decode().catch(() => undefined);
    const width = Number(/(\d+)\.gif$/.exec(img.currentSrc)?.[1]);
    img.remove();
    return width;
  }, sizes);
  await page.unroute("**/srcset-probe/*");
  return chosen;
}

/**
 * Journey 14 (a 360-px phone at DPR 2): the property page's main photo is the sharp 1024, and
 * the full-screen viewer opens, moves by key and by swipe, counts, and closes. Then Share, as
 * a phone browser without the Web Share API offers it (issue 20 item 4).
 */
export async function propertyGalleryJourney(env: JourneyEnv): Promise<void> {
  const listings: Listing[] = JSON.parse((await env.server.get("/api/properties?limit=48")).html);
  const listing = listings.find((p) => p.images.length >= 3);
  if (!listing) throw new Error("the seed has no property with 3 photos or more");
  const count = listing.images.length;

  await inFreshPage(
    env,
    async (page) => {
      // From the search, as a visitor comes: Back must lead there only once the viewer is shut.
      await openPage(page, "/properties");
      const listingPath = `/properties/${listing.id}`;
      await openPage(page, listingPath);
      const main = page.getByRole("img", { name: listing.title, exact: true });
      expect(await main.getAttribute("loading")).toBe("eager");
      expect(await sizeChosenFor(page, MAIN_PHOTO_SIZES)).toBe(1024);
      // A pipeline photo (with its sizes) is the 1024 itself; an older one has only one file.
      if (await main.getAttribute("srcset")) {
        expect(await main.getAttribute("sizes")).toBe(MAIN_PHOTO_SIZES);
        expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
          /-1024\.webp$/,
        );
      }
      const thumbnails = page.getByRole("link", { name: /^Open photo \d+ of \d+ full screen$/ });
      expect(await thumbnails.count()).toBe(Math.min(4, count));
      await viewAllPhotos(page, listing.title, count, `journey-14-viewer-${env.viewport}`);
      await backClosesViewer(page, listing.title, count, listingPath);
      await shareFallbackStep(
        page,
        `${env.server.baseUrl}/properties/${listing.id}`,
        `journey-14-share-${env.viewport}`,
      );
      // Closed by Escape and by Back, the viewer left no step behind: Back leaves the listing.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/properties");
    },
    { deviceScaleFactor: 2, permissions: ["clipboard-read", "clipboard-write"] },
  );
}
