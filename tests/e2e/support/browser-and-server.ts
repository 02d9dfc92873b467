import type { Browser, BrowserContext } from "playwright-core";
import { type BuiltServer, startBuiltServer } from "../../support/built-server.js";

type ServerOptions = Parameters<typeof startBuiltServer>[0];

import { launchChromium, newContext, type ViewportName } from "./browser.js";

export interface BrowserAndServer {
  server(): BuiltServer;
  browser(): Browser;
}

/**
 * One production server (a fresh, seeded database) and one Chromium for the whole file, started
 * in beforeAll and stopped in afterAll; getters, because both exist only once beforeAll has run.
 */
export function withBrowserAndServer(options?: ServerOptions): BrowserAndServer {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Settled, not all: when one fails to start, the other is still kept, so afterAll stops it
    // (a Chromium left running keeps jest from exiting).
    const [serverStart, browserStart] = await Promise.allSettled([
      startBuiltServer({ workers: "production", ...options }),
      launchChromium(),
    ]);
    if (serverStart.status === "fulfilled") server = serverStart.value;
    if (browserStart.status === "fulfilled") browser = browserStart.value;
    for (const start of [serverStart, browserStart]) {
      if (start.status === "rejected") throw start.reason;
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    server: () => started(server, "server"),
    browser: () => started(browser, "browser"),
  };
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the ${what} is not started: use it inside a test`);
  return value;
}

/**
 * A context that talks to the production server as through its https proxy (its session cookies
 * are Secure), with 10 s waits.
 */
export async function httpsContext(
  started: BrowserAndServer,
  viewport: ViewportName,
): Promise<BrowserContext> {
  const context = await newContext(started.browser(), started.server().baseUrl, viewport, {
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
  });
  context.setDefaultTimeout(10_000);
  return context;
}
