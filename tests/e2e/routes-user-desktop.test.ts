// Quality gates of the browser suite (issue "3/6 In a real browser"), signed in on a desktop: every route
// of spec §2 passes axe's WCAG 2.1 A/AA serious and critical rules, logs no console error or React
// hydration warning, reports no Content-Security-Policy violation (decision 26), and leaves a
// full-page screenshot in test-results/screens/.
import { withBrowserAndServer } from "./support/browser-and-server.js";
import { sweepSpecRoutes } from "./support/route-sweep.js";

const started = withBrowserAndServer();

it("every route, signed in on a desktop, is accessible and quiet, and is photographed", async () => {
  expect(await sweepSpecRoutes(started, "user", "desktop")).toEqual([]);
}, 300_000);
