import type { Page } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { toastWith } from "../support/page-ready.js";

/**
 * A listing page's Share on a browser without the Web Share API (headless Chromium has none):
 * the panel with WhatsApp, whose link carries the listing's absolute address, and Copy link,
 * which puts that address on the clipboard (the context must grant clipboard-read and -write).
 * Enter opens it from the keyboard; Escape closes it and gives focus back to Share. The page
 * must be hydrated.
 */
export async function shareFallbackStep(page: Page, url: string, shot: string): Promise<void> {
  expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
  const share = page.locator("summary", { hasText: /^Share$/ });
  await share.click();
  const panel = page.getByRole("group", { name: "Share this listing" });
  const whatsApp = panel.getByRole("link", { name: "Share on WhatsApp" });
  await whatsApp.waitFor();
  const href = (await whatsApp.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  expect(new URL(href).searchParams.get("text")?.endsWith(`\n${url}`)).toBe(true);
  expect(await whatsApp.getAttribute("target")).toBe("_blank");
  // At 360 px the panel sits inside the page, nothing cut off at the right.
  const box = await panel.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreen(page, shot, { scrollToTop: false });

  await panel.getByRole("button", { name: "Copy link" }).click();
  await toastWith(page, "Link copied").waitFor();
  expect(await clipboardText(page)).toBe(url);

  // From the keyboard: Enter on Share opens the panel, Tab reaches WhatsApp, Escape closes.
  await share.focus();
  await page.keyboard.press("Enter");
  await whatsApp.waitFor();
  await page.keyboard.press("Tab");
  expect(await whatsApp.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Escape");
  await whatsApp.waitFor({ state: "hidden" });
  expect(await share.evaluate((el) => el === document.activeElement)).toBe(true);
}

/**
 * What the clipboard holds, read from a blank page of the same origin: our own pages refuse
 * clipboard-read in their Permissions-Policy (decision 68), as they should.
 */
async function clipboardText(page: Page): Promise<string> {
  const probe = await page.context().newPage();
  try {
    const probeUrl = new URL("/clipboard-probe", page.url()).href;
    await probe.route(probeUrl, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>probe</title>" }),
    );
    await probe.goto(probeUrl);
    return await probe.evaluate(() => navigator.clipboard.readText());
  } finally {
    await probe.close();
  }
}
