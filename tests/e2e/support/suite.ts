import type { Browser } from "playwright-core";
import { type BuiltServer, startBuiltServer } from "../../support/built-server.js";
import { launchChromium } from "./browser.js";

/**
 * One production server on a fresh seeded database and one Chromium for the whole file,
 * started in beforeAll and stopped in afterAll; read them inside the tests.
 */
export function serverAndBrowser(): { readonly server: BuiltServer; readonly browser: Browser } {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("the server and browser start in beforeAll");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
