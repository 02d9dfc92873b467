// Quality gates of the browser suite (issue "3/6 In a real browser"), signed out on a desktop: every route
// of spec §2 passes axe's WCAG 2.1 A/AA serious and critical rules, logs no console error or React
// hydration warning, reports no Content-Security-Policy violation (decision 26), and leaves a
// full-page screenshot in test-results/screens/. Here too: the CSP watcher the sweeps rely on
// does see a violation.
import { httpsContext, withBrowserAndServer } from "./support/browser-and-server.js";
import { watchCsp } from "./support/csp-watch.js";
import { waitForHydration } from "./support/page-ready.js";
import { sweepSpecRoutes } from "./support/route-sweep.js";

const started = withBrowserAndServer();

it("the CSP watcher sees a violation: an inline script without the nonce is refused", async () => {
  const context = await httpsContext(started, "desktop");
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

it("every route, signed out on a desktop, is accessible and quiet, and is photographed", async () => {
  expect(await sweepSpecRoutes(started, "visitor", "desktop")).toEqual([]);
}, 300_000);
