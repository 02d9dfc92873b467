// Quality gates of the browser suite (issue "3/6 In a real browser"), signed in on a phone: every route
// of spec §2 passes axe's WCAG 2.1 A/AA serious and critical rules, logs no console error or React
// hydration warning, reports no Content-Security-Policy violation (decision 26), fits a 360 px
// screen without sideways scrolling, has its own title, and leaves a full-page screenshot in
// test-results/screens/ — as a signed-in user with a long name, as an approved agent and as the
// admin (every tab). The server-rendered HTML of every route, in those roles and a visitor's, has
// no error for the Nu HTML Checker (issue 18).
import { withBrowserAndServer } from "./support/browser-and-server.js";
import { nuHtmlErrors } from "./support/nu-checker.js";
import { type SsrDocument, specRoutes } from "./support/route-list.js";
import { sweepSpecRoutes } from "./support/route-sweep.js";

const started = withBrowserAndServer();

it("every route, signed in on a phone, is accessible, quiet, fits the screen and is valid HTML", async () => {
  const documents: SsrDocument[] = [];
  const findings = await sweepSpecRoutes(started, "user", "phone", documents);
  // A visitor's documents straight from the server: the visitor's own sweep is another file's.
  for (const route of await specRoutes(started.server(), "visitor")) {
    const { html } = await started.server().get(route.path);
    documents.push({ route: `visitor ${route.path}`, html });
  }
  const htmlErrors = await nuHtmlErrors(documents);
  expect({ findings, htmlErrors }).toEqual({ findings: [], htmlErrors: [] });
}, 600_000);
