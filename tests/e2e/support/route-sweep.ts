import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { newContext, saveScreen, type ViewportName, watchConsole } from "./browser.js";
import type { BrowserAndServer } from "./browser-and-server.js";
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

/**
 * The whole gate for one viewport: every route of spec §2 as a visitor, or as a signed-in user
 * (then /admin once more with the admin flag set). One browser context for all of them.
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
    if (who === "visitor") return await sweep(context, routes, { auth: who, viewport });
    await signUpIn(context, {
      email: `efua.${viewport}@example.com`,
      firstName: "Efua",
      lastName: "Boateng",
    });
    const findings = await sweep(context, routes, { auth: who, viewport });
    await signInAsAdmin(context);
    const dashboard = { path: "/admin", name: "admin", ready: "Admin Dashboard" };
    findings.push(...(await sweep(context, [dashboard], { auth: "admin", viewport })));
    return findings;
  } finally {
    await context.close();
  }
}

export interface SweepFinding {
  route: string;
  problem: string;
}

/**
 * Visits each route in one page of the context: the serious and critical axe violations, the
 * console errors and hydration warnings, and a screenshot of each. Everything found is returned
 * together, so one run shows all there is to fix.
 */
async function sweep(
  context: BrowserContext,
  routes: SweptRoute[],
  label: { auth: string; viewport: ViewportName },
): Promise<SweepFinding[]> {
  const findings: SweepFinding[] = [];
  const page = await context.newPage();
  const problems = watchConsole(page);
  for (const route of routes) {
    problems.length = 0;
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
    // The browser logs the not-found document's own status; nothing else may be logged.
    const allowed = `the server responded with a status of ${expected}`;
    for (const problem of problems) {
      if (route.status === undefined || !problem.includes(allowed)) {
        findings.push({ route: route.path, problem });
      }
    }
    await saveScreen(page, `${route.name}-${label.auth}-${label.viewport}`);
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

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only what fails: the passes of a page of cards are thousands of nodes to send back.
    .options({ resultTypes: ["violations"] })
    // The pages have no frames: the default mode opens a fresh tab for every run to merge them.
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.impact} ${v.id}: ${node.target.join(" ")} — ${node.failureSummary?.replaceAll("\n", " ")}`,
      ),
    );
}
