// Decision 26: the pages run under a strict Content-Security-Policy (scripts only from the site or
// bearing the response's nonce). Every main page, as a visitor, a signed-in user and an admin,
// hydrates and navigates without one CSP violation.
import type { BrowserContext, Page } from "playwright-core";
import { httpsContext, withBrowserAndServer } from "./support/browser-and-server.js";
import { waitForHydration } from "./support/page-ready.js";
import { type SweptRoute, settle, specRoutes } from "./support/route-sweep.js";
import { signInAsAdmin, signUpIn } from "./support/sign-in.js";

const started = withBrowserAndServer();

declare global {
  interface Window {
    cspViolations: string[];
    reportCspViolation(line: string): Promise<void>;
  }
}

/**
 * Records every violation the pages report, as the event and as the console line. The events
 * come to the test through a binding, so a page that navigates away (a redirect to sign-in)
 * cannot take its reports with it.
 */
async function watchCsp(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  const reported: string[] = [];
  await context.exposeFunction("reportCspViolation", (line: string) => {
    reported.push(line);
  });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      const line = `${event.violatedDirective} ${event.blockedURI}`;
      window.cspViolations.push(line);
      void window.reportCspViolation(line);
    });
  });
  const consoleLines: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      consoleLines.push(message.text());
    }
  });
  return async (page) => {
    // A round trip to the page lets the reports it already sent arrive first; bounded, since an
    // evaluation waits for a page that is navigating away, and evaluations have no time limit.
    await Promise.race([
      page.evaluate(() => true).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const all = [...reported, ...consoleLines];
    reported.length = 0;
    consoleLines.length = 0;
    return all;
  };
}

/** A context like every journey's, with room for a slow, shared machine on each page load. */
async function cspContext(viewport: "phone" | "desktop"): Promise<BrowserContext> {
  const context = await httpsContext(started, viewport);
  context.setDefaultTimeout(20_000);
  return context;
}

/** A path that takes longer than this is named in the failure, rather than the test timing out. */
const PATH_LIMIT_MS = 45_000;

async function visitAll(
  context: BrowserContext,
  routes: SweptRoute[],
  violations: (page: Page) => Promise<string[]>,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const route of routes) {
    // A page of its own per path: a signed-out /profile sends the visitor on to the sign-in page
    // after hydration, a navigation that would cut into the next path's.
    const page = await context.newPage();
    let limit: NodeJS.Timeout | undefined;
    const overran = new Promise<string>((resolve) => {
      limit = setTimeout(() => resolve(`took over ${PATH_LIMIT_MS} ms`), PATH_LIMIT_MS);
    });
    const visit = (async () => {
      await page.goto(route.path);
      await settle(page, route);
      return undefined;
    })();
    const problem = await Promise.race([visit, overran]);
    clearTimeout(limit);
    const seen = problem === undefined ? await violations(page) : [problem];
    if (seen.length > 0) found[route.path] = seen;
    await page.close();
  }
  return found;
}

it("the watcher sees a violation: an inline script without the nonce is refused", async () => {
  const context = await cspContext("desktop");
  try {
    const violations = await watchCsp(context);
    const page = await context.newPage();
    await page.goto("/about");
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    // The event is queued as a task: wait for it rather than for a fixed time.
    await page.waitForFunction(() => window.cspViolations.length > 0);
    expect((await violations(page)).join("\n")).toMatch(/script-src/);
  } finally {
    await context.close();
  }
});

it("every main page as a visitor hydrates with no CSP violation, client navigation too", async () => {
  const context = await cspContext("phone");
  try {
    const violations = await watchCsp(context);
    const routes = await specRoutes(started.server(), "visitor");
    expect(await visitAll(context, routes, violations)).toEqual({});
    // A client-side navigation fetches the next page's data and code under the same policy.
    const page = await context.newPage();
    await page.goto("/");
    await waitForHydration(page);
    await page.locator('a[href="/about"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === "/about");
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  } finally {
    await context.close();
  }
}, 300_000);

it("every main page signed in, and the admin dashboard's tabs, with no CSP violation", async () => {
  const context = await cspContext("desktop");
  try {
    const violations = await watchCsp(context);
    await signUpIn(context, {
      email: "efua.csp@example.com",
      firstName: "Efua",
      lastName: "Mensah",
    });
    const routes = await specRoutes(started.server(), "user");
    const extra: SweptRoute[] = [
      { path: "/manage-listings", name: "manage-listings", ready: "" },
      { path: "/alerts/unsubscribe/no-such-token", name: "unsubscribe", ready: "" },
    ];
    expect(await visitAll(context, [...routes, ...extra], violations)).toEqual({});
    await signInAsAdmin(context);
    const page = await context.newPage();
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await page.waitForLoadState("networkidle");
    }
    expect(await violations(page)).toEqual([]);
  } finally {
    await context.close();
  }
}, 300_000);
