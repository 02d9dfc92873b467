import type { Browser, BrowserContext, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { newContext, type ViewportName, watchConsole } from "../support/browser.js";
import type { BrowserAndServer } from "../support/browser-and-server.js";

/** What a journey runs against: the file's one server and browser, at one viewport. */
export interface JourneyEnv {
  server: BuiltServer;
  browser: Browser;
  viewport: ViewportName;
}

/**
 * A fresh browser context with one page, watched for console errors and hydration warnings;
 * the journey runs, then the page must have logged no problem. Waits fail after 10 s, not 2 min.
 */
export async function inFreshPage(
  env: JourneyEnv,
  journey: (page: Page, context: BrowserContext) => Promise<void>,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<void> {
  const context = await newContext(env.browser, env.server.baseUrl, env.viewport, options);
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await journey(page, context);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The env as withBrowserAndServer's getters, for helpers such as httpsContext that take them. */
export const startedOf = (env: JourneyEnv): BrowserAndServer => ({
  server: () => env.server,
  browser: () => env.browser,
});
