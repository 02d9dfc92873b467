import type { Browser, BrowserContext } from "playwright-core";
import type { BuiltServer, BuiltServerOptions } from "../../support/built-server.js";
import { sharedBuiltServer } from "../../support/shared-built-server.js";
import { newContext, type ViewportName, workerChromium } from "./browser.js";

export interface BrowserAndServer {
  server(): BuiltServer;
  browser(): Browser;
}

/**
 * A production server on a database as seeded and a Chromium for the whole file, from beforeAll
 * to afterAll; getters, because both exist only once beforeAll has run. Both are the jest
 * worker's, shared with its other journey files, where they can be (decision 80): the server
 * with the default options, on the PostgreSQL server, put back as seeded before each file
 * (shared-built-server.ts). The server is one process unless the file asks for `workers:
 * "production"` (a worker per CPU): a second worker's start was a sixth of a sweep's CPU, and one
 * journey file (manage-listings) walks a write in one worker and its read in another.
 */
export function withBrowserAndServer(options?: BuiltServerOptions): BrowserAndServer {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Settled, not all: when one fails to start, the other is still kept, so afterAll stops it
    // (a Chromium left running keeps jest from exiting).
    const [serverStart, browserStart] = await Promise.allSettled([
      sharedBuiltServer(options),
      workerChromium(),
    ]);
    if (serverStart.status === "fulfilled") server = serverStart.value;
    if (browserStart.status === "fulfilled") browser = browserStart.value;
    for (const start of [serverStart, browserStart]) {
      if (start.status === "rejected") throw start.reason;
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.release();
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
