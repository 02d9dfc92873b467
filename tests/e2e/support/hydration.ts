import type { Locator } from "playwright-core";

/**
 * Waits until React has hydrated the element (it then carries React's `__reactProps$…` key).
 * Input typed into the server's HTML before that never reaches the page's state, so a journey
 * interacts only after this.
 */
export async function waitForHydration(locator: Locator, timeout = 15_000): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  await locator
    .page()
    .waitForFunction(
      (el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")),
      element,
      { timeout, polling: 50 },
    );
}
