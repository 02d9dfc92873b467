import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../../support/chromium-options.cjs";

/**
 * Debian's Chromium, never a downloaded browser, for this file alone: its headless shell, or with
 * `full` the whole browser a visitor runs (decision 113).
 */
export function launchChromium(options: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(options));
}

/**
 * The jest worker's Chromium, shared by the journey files it runs (their environment,
 * worker-server-environment.cjs, keeps it between files), as a connection of this file's own:
 * closing it closes the file's contexts and leaves the browser running. Else one of the file's own.
 */
export async function workerChromium(): Promise<Browser> {
  const shared = (
    globalThis as { __ofieWorkerBrowser?: Map<"wsEndpoint", () => Promise<string>> }
  ).__ofieWorkerBrowser?.get("wsEndpoint");
  if (!shared) return launchChromium();
  return chromium.connect(await shared());
}

/** The two sizes every journey runs at: a common Android phone and a small laptop. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Both sizes: for the journeys that test layout (a sheet on the phone, inline on the desktop). */
export const BOTH_SIZES = Object.keys(VIEWPORTS) as ViewportName[];
/**
 * A journey whose steps and checks are the same at both sizes runs once, on the phone most of
 * our visitors use (decision 72); the route sweeps still hold every page to both sizes.
 */
export const PHONE_ONLY: ViewportName[] = ["phone"];

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    locale: "en-GH",
    timezoneId: "Africa/Accra",
    ...options,
  });
}

/**
 * Collects console errors, page errors and React hydration warnings of a page, so a test can
 * insist there were none.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const screensDir = path.resolve(__dirname, "../../../test-results/screens");

/**
 * Saves a screenshot for review (not compared pixel by pixel): the first screen a visitor sees, or
 * with E2E_SCREENS=full the whole page, or with E2E_SCREENS=off none (decision 80). Full pages
 * were a quarter of a route sweep's browser CPU: 209 shots, 456 megapixels a run. Taken from the
 * top: a full-page shot keeps the scroll position, so the sticky header would otherwise sit
 * mid-image.
 */
export async function saveScreen(
  page: Page,
  name: string,
  { scrollToTop = true }: { scrollToTop?: boolean } = {},
): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  // With JavaScript disabled page.evaluate never settles, so such a page is shot as it is.
  if (scrollToTop) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.scrollTo({ top: 0, left: 0, behavior: "instant" });
          // Two frames: the scroll listeners (the scroll-to-top button) have re-rendered by then.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  }
  if (process.env.E2E_SCREENS === "off") return;
  await page.screenshot({
    path: path.join(screensDir, `${name}.png`),
    fullPage: process.env.E2E_SCREENS === "full",
  });
}
