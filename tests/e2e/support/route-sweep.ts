import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { newContext, saveScreen, type ViewportName, watchConsole } from "./browser.js";
import type { BrowserAndServer } from "./browser-and-server.js";
import { type CspViolations, watchCsp } from "./csp-watch.js";
import { waitForHydration } from "./page-ready.js";
import { signInAsAdmin, signUpIn } from "./sign-in.js";

/** The WCAG 2.1 A and AA rules the gate holds every page to. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface SweptRoute {
  /** The path visited, query string included. */
  path: string;
  /** Names the screenshot: test-results/screens/{name}-{auth}-{viewport}.png. */
  name: string;
  /** The text that shows the page has its data (a heading, usually). */
  ready: string;
  /** Where the page sends this visitor on its own (the sign-in wall of /favorites). */
  redirectsTo?: string;
  /** The HTTP status the document itself answers (the not-found page's 404). */
  status?: number;
  /**
   * What to do on the page once it is checked and photographed (the admin dashboard's tabs); the
   * console and the Content-Security-Policy are watched through it as well.
   */
  explore?: (page: Page) => Promise<void>;
}

/**
 * Spec §2's routes, each with a seeded property id and blog slug filled in, as a visitor or a
 * signed-in user meets them.
 */
export async function specRoutes(
  server: BuiltServer,
  who: "visitor" | "user",
): Promise<SweptRoute[]> {
  const signInWall = who === "visitor" ? "/login" : undefined;
  const [property] = JSON.parse((await server.get("/api/properties?limit=1")).html) as {
    id: number;
    title: string;
  }[];
  const [post] = JSON.parse((await server.get("/api/blog")).html) as {
    slug: string;
    title: string;
  }[];
  return [
    // Signed in, the home page is the Dashboard.
    { path: "/", name: "home", ready: who === "user" ? "Welcome back, Efua!" : "" },
    { path: "/properties", name: "properties", ready: "properties found" },
    { path: "/properties?type=sale", name: "properties-sale", ready: "properties found" },
    { path: "/properties?type=rent", name: "properties-rent", ready: "properties found" },
    { path: `/properties/${property.id}`, name: "property", ready: property.title },
    { path: "/student-hostels", name: "student-hostels", ready: "found" },
    { path: "/agents", name: "agents", ready: "" },
    { path: "/blog", name: "blog", ready: "" },
    { path: `/blog/${post.slug}`, name: "blog-post", ready: post.title },
    { path: "/about", name: "about", ready: "" },
    { path: "/contact", name: "contact", ready: "" },
    { path: "/financing", name: "financing", ready: "" },
    { path: "/legal", name: "legal", ready: "Terms of Service" },
    { path: "/legal?tab=gdpr", name: "legal-gdpr", ready: "GDPR Notice" },
    { path: "/compare", name: "compare", ready: "" },
    { path: "/list-property", name: "list-property", ready: "List Your Property" },
    { path: "/agent-registration", name: "agent-registration", ready: "" },
    { path: "/favorites", name: "favorites", ready: "", redirectsTo: signInWall },
    { path: "/profile", name: "profile", ready: "", redirectsTo: signInWall },
    { path: "/login", name: "login", ready: "" },
    { path: "/admin/login", name: "admin-login", ready: "" },
    { path: "/admin", name: "admin", ready: "Access Denied" },
    { path: "/no/such/page", name: "not-found", ready: "Page Not Found", status: 404 },
  ];
}

/** Pages beyond spec §2 that a signed-in user reaches from a mail or the profile. */
const BEYOND_SPEC: SweptRoute[] = [
  { path: "/manage-listings", name: "manage-listings", ready: "" },
  { path: "/alerts/unsubscribe/no-such-token", name: "unsubscribe", ready: "Link not valid" },
];

/**
 * The whole gate for one viewport: every route of spec §2 as a visitor, or as a signed-in user
 * (then /admin once more with the admin flag set). One browser context for all of them, watched
 * for Content-Security-Policy violations (decision 26) on every route.
 *
 * Beyond that, once each rather than in all four sweeps: a visitor's client-side navigation on
 * the phone (it fetches the next page's data and code under the same policy), and on the desktop
 * the signed-in pages beyond spec §2 and every tab of the admin dashboard.
 */
export async function sweepSpecRoutes(
  { server, browser }: BrowserAndServer,
  who: "visitor" | "user",
  viewport: ViewportName,
): Promise<SweepFinding[]> {
  const routes = await specRoutes(server(), who);
  // Production session cookies are Secure: the browser talks to the app as through its https proxy.
  const context = await newContext(browser(), server().baseUrl, viewport, {
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
  });
  context.setDefaultTimeout(15_000);
  try {
    const csp = await watchCsp(context);
    if (who === "visitor") {
      const swept =
        viewport === "phone"
          ? routes.map((route) =>
              route.path === "/" ? { ...route, explore: followAboutLink } : route,
            )
          : routes;
      return await sweep(context, swept, { auth: who, viewport }, csp);
    }
    await signUpIn(context, {
      email: `efua.${viewport}@example.com`,
      firstName: "Efua",
      lastName: "Boateng",
    });
    const swept = viewport === "desktop" ? [...routes, ...BEYOND_SPEC] : routes;
    const findings = await sweep(context, swept, { auth: who, viewport }, csp);
    await signInAsAdmin(context);
    const dashboard: SweptRoute = {
      path: "/admin",
      name: "admin",
      ready: "Admin Dashboard",
      explore: viewport === "desktop" ? openEveryTab : undefined,
    };
    findings.push(...(await sweep(context, [dashboard], { auth: "admin", viewport }, csp)));
    return findings;
  } finally {
    await context.close();
  }
}

/** From the home page to /about by a link: a client-side navigation. */
async function followAboutLink(page: Page): Promise<void> {
  await page.locator('a[href="/about"]:visible').first().click();
  await page.waitForURL((url) => url.pathname === "/about");
  await page.waitForLoadState("networkidle");
}

/** Clicks through the admin dashboard's tabs, each loading what it shows. */
async function openEveryTab(page: Page): Promise<void> {
  for (const tab of await page.getByRole("tab").all()) {
    await tab.click();
    await page.waitForLoadState("networkidle");
  }
}

export interface SweepFinding {
  route: string;
  problem: string;
}

/**
 * Visits each route in one page of the context: the serious and critical axe violations, the
 * console errors and hydration warnings, the Content-Security-Policy violations, and a
 * screenshot of each. Everything found is returned together, so one run shows all there is to fix.
 */
async function sweep(
  context: BrowserContext,
  routes: SweptRoute[],
  label: { auth: string; viewport: ViewportName },
  cspViolations: CspViolations,
): Promise<SweepFinding[]> {
  const findings: SweepFinding[] = [];
  const page = await context.newPage();
  const problems = watchConsole(page);
  for (const route of routes) {
    problems.length = 0;
    // A wait that times out is named by the path it was on, not only by what it waited for.
    try {
      const response = await page.goto(route.path);
      const status = response?.status();
      const expected = route.status ?? 200;
      if (status !== expected) {
        findings.push({ route: route.path, problem: `answered ${status}, not ${expected}` });
      }
      await settle(page, route);
      for (const violation of await seriousViolations(page)) {
        findings.push({ route: route.path, problem: violation });
      }
      await saveScreen(page, `${route.name}-${label.auth}-${label.viewport}`);
      await route.explore?.(page);
      // The browser logs the not-found document's own status; nothing else may be logged.
      const allowed = `the server responded with a status of ${expected}`;
      for (const problem of problems) {
        if (route.status === undefined || !problem.includes(allowed)) {
          findings.push({ route: route.path, problem });
        }
      }
      for (const violation of await cspViolations(page)) {
        findings.push({ route: route.path, problem: `CSP violation: ${violation}` });
      }
    } catch (error) {
      throw new Error(`${route.path}: ${(error as Error).message}`, { cause: error });
    }
  }
  await page.close();
  return findings;
}

/** Hydrated, its data shown and the network quiet: what a person would look at. */
export async function settle(page: Page, route: SweptRoute): Promise<void> {
  if (route.redirectsTo) {
    const target = route.redirectsTo;
    await page.waitForURL((url) => url.pathname === target);
  }
  await waitForHydration(page);
  if (route.ready) await page.getByText(route.ready).first().waitFor();
  await page.waitForLoadState("networkidle");
}

// The axe-core that @axe-core/playwright runs (its own dependency): the same rules. Its builder
// sent this 650 kB source to the page and ran it twice per check; here once per document.
const axeSource: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Into every frame, as the builder's legacy mode did: axe checks a frame only where it runs.
  for (const frame of page.frames()) {
    const present = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
    );
    if (!present) await frame.evaluate(axeSource);
  }
  const options: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    // Only what fails: the passes of a page of cards are thousands of nodes to send back.
    resultTypes: ["violations"],
  };
  const { violations } = await page.evaluate(
    (options) =>
      (
        window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options),
    options,
  );
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.impact} ${v.id}: ${node.target.join(" ")} — ${node.failureSummary?.replaceAll("\n", " ")}`,
      ),
    );
}
