import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/** Debian's Chromium, never a downloaded browser; flags that work as root on a closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The two sizes every journey runs at: a common Android phone and a small laptop. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

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
 * Saves a full-page screenshot for review (not compared pixel by pixel). Taken from the top: a
 * full-page shot keeps the scroll position, so the sticky header would otherwise sit mid-image.
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
  // A full-page shot is a tenth of a sweep's CPU; the second half of `npm test` would only
  // overwrite the first half's files of the same names, so it takes none (scripts/test-suites.mjs).
  if (process.env.E2E_SCREENS === "off") return;
  await page.screenshot({ path: path.join(screensDir, `${name}.png`), fullPage: true });
}
