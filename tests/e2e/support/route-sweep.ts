import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { BrowserContext, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { approvedAgent, approvedListing } from "./admin-decisions.js";
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
  /** What the tab's title must hold; else any title but the site's default (the home page's). */
  title?: string;
  /**
   * What to do on the page once it is checked and photographed (the admin dashboard's tabs); the
   * console and the Content-Security-Policy are watched through it as well. Returns what it found.
   */
  explore?: (page: Page) => Promise<string[] | undefined>;
}

/** The server-rendered HTML of one route as one visitor got it, for the Nu HTML Checker. */
export interface SsrDocument {
  /** "agent /favorites": who asked for which path. */
  route: string;
  html: string;
}

/** The title every page would carry if it set none (web/renderer/+config.ts). */
const DEFAULT_TITLE = "Ofie — property for sale and rent in Ghana";

/** A signed-in user's first name as long as real ones get: the header and greetings must wrap. */
export const LONG_FIRST_NAME = "Efua Oforiwaa-Asantewaa";

/**
 * Spec §2's routes, each with a seeded property id and blog slug filled in, as a visitor or a
 * signed-in user meets them.
 */
export async function specRoutes(
  server: BuiltServer,
  who: "visitor" | "user",
  firstName = LONG_FIRST_NAME,
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
    // A brand-new account is welcomed, not welcomed back.
    {
      path: "/",
      name: "home",
      ready: who === "user" ? `Welcome, ${firstName}!` : "",
      title: "Ofie",
    },
    { path: "/properties", name: "properties", ready: "properties found" },
    { path: "/properties?type=sale", name: "properties-sale", ready: "properties found" },
    { path: "/properties?type=rent", name: "properties-rent", ready: "properties found" },
    {
      path: `/properties/${property.id}`,
      name: "property",
      ready: property.title,
      title: property.title,
    },
    { path: "/student-hostels", name: "student-hostels", ready: "found" },
    { path: "/agents", name: "agents", ready: "" },
    { path: "/blog", name: "blog", ready: "" },
    { path: `/blog/${post.slug}`, name: "blog-post", ready: post.title, title: post.title },
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
    {
      path: "/no/such/page",
      name: "not-found",
      ready: "Page Not Found",
      status: 404,
      title: "Page Not Found",
    },
  ];
}

/** Pages beyond spec §2 that a signed-in user reaches from a mail or the profile. */
const BEYOND_SPEC: SweptRoute[] = [
  { path: "/manage-listings", name: "manage-listings", ready: "" },
  { path: "/alerts/unsubscribe/no-such-token", name: "unsubscribe", ready: "Link not valid" },
];

/**
 * The whole gate for one viewport: every route of spec §2 as a visitor, or as a signed-in user
 * with a long name, saved properties and three to compare, then as an approved agent (on the
 * phone), then /admin with every tab as the admin. One browser context per person, watched for
 * Content-Security-Policy violations (decision 26) on every route; every page is measured for
 * sideways overflow on the phone.
 *
 * Beyond that, once each rather than in all four sweeps: a visitor's client-side navigation on
 * the phone (it fetches the next page's data and code under the same policy), and on the desktop
 * the signed-in pages beyond spec §2. The server-rendered HTML of each route is added to
 * `documents` when given, for the Nu HTML Checker.
 */
export async function sweepSpecRoutes(
  { server, browser }: BrowserAndServer,
  who: "visitor" | "user",
  viewport: ViewportName,
  documents?: SsrDocument[],
): Promise<SweepFinding[]> {
  const newSweepContext = async () => {
    // Production session cookies are Secure: the browser talks to the app as through its https proxy.
    const context = await newContext(browser(), server().baseUrl, viewport, {
      extraHTTPHeaders: { "x-forwarded-proto": "https" },
    });
    context.setDefaultTimeout(15_000);
    return context;
  };
  if (who === "visitor") {
    const routes = await specRoutes(server(), who);
    const swept =
      viewport === "phone"
        ? routes.map((route) =>
            route.path === "/" ? { ...route, explore: followAboutLink } : route,
          )
        : routes;
    const context = await newSweepContext();
    try {
      const csp = await watchCsp(context);
      return await sweep(context, swept, { auth: who, viewport, documents }, csp);
    } finally {
      await context.close();
    }
  }
  // An agent's listing at a price as long as they come, listed first so every list shows it.
  const agent = await approvedAgent(server(), {
    email: `kwabena.${viewport}@example.com`,
    firstName: "Kwabena Owusu-Ansah",
    lastName: "Adjei-Boateng",
    company: "Owusu-Ansah Premier Realty and Property Consultancy",
  });
  const bigListing = await approvedListing(server(), agent, BIG_LISTING(viewport));
  const bigListingPage: SweptRoute = {
    path: `/properties/${bigListing}`,
    name: "property-large-price",
    ready: "GH₵12,500,000",
    title: "Five Bedroom Executive Villa",
  };
  const routes = [...(await specRoutes(server(), who)), bigListingPage];
  const findings: SweepFinding[] = [];
  const context = await newSweepContext();
  try {
    const csp = await watchCsp(context);
    await signUpIn(context, {
      email: `efua.${viewport}@example.com`,
      firstName: LONG_FIRST_NAME,
      lastName: "Boatemaa",
    });
    await saveAndCompare(context, server(), bigListing);
    const swept = viewport === "desktop" ? [...routes, ...BEYOND_SPEC] : routes;
    findings.push(...(await sweep(context, swept, { auth: who, viewport, documents }, csp)));
    await signInAsAdmin(context);
    const dashboard: SweptRoute = {
      path: "/admin",
      name: "admin",
      ready: "Admin Dashboard",
      explore: (page) => openEveryTab(page, viewport),
    };
    findings.push(
      ...(await sweep(context, [dashboard], { auth: "admin", viewport, documents }, csp)),
    );
  } finally {
    await context.close();
  }
  if (viewport === "phone") {
    const agentContext = await newSweepContext();
    try {
      const csp = await watchCsp(agentContext);
      const [name, value] = agent.cookie.split(/=(.*)/s);
      await agentContext.addCookies([{ name, value, url: server().baseUrl }]);
      // The pages that differ for an agent; the rest are the signed-in user's, swept above.
      const agentRoutes = [
        ...(await specRoutes(server(), who, "Kwabena Owusu-Ansah")).filter((route) =>
          AGENT_PAGES.has(route.name),
        ),
        bigListingPage,
        ...BEYOND_SPEC,
      ];
      findings.push(
        ...(await sweep(agentContext, agentRoutes, { auth: "agent", viewport, documents }, csp)),
      );
    } finally {
      await agentContext.close();
    }
  }
  return findings;
}

/** Spec §2 pages an approved agent sees otherwise than a signed-in user. */
const AGENT_PAGES = new Set([
  "home",
  "properties",
  "agents",
  "favorites",
  "profile",
  "compare",
  "list-property",
  "agent-registration",
]);

/** A sale at GH₵ 12,500,000 with a long title: the widest a price and a card get. */
const BIG_LISTING = (viewport: ViewportName) => ({
  title: `Five Bedroom Executive Villa with Swimming Pool and Boys' Quarters, Trasacco Valley (${viewport})`,
  price: "12500000",
  listingType: "sale",
  location: "Trasacco Valley, East Legon",
  propertyType: "house",
  bedrooms: "5",
  bathrooms: "6",
  description:
    "A gated five-bedroom villa with a swimming pool, boys' quarters, a standby generator and a borehole.",
  contactName: "Kwabena Owusu-Ansah Adjei-Boateng",
  contactEmail: `kwabena.${viewport}@example.com`,
});

/**
 * Saves the big listing and two more as the context's user, and puts three in the compare list
 * (the browser's own storage), so /favorites and /compare show full pages.
 */
async function saveAndCompare(
  context: BrowserContext,
  server: BuiltServer,
  bigListing: number,
): Promise<void> {
  const others = JSON.parse((await server.get("/api/properties?limit=3")).html) as { id: number }[];
  const ids = [bigListing, ...others.map((p) => p.id).filter((id) => id !== bigListing)].slice(
    0,
    3,
  );
  const page = await context.newPage();
  await page.goto("/about");
  const statuses = await page.evaluate(async (ids) => {
    window.localStorage.setItem("compare-properties", JSON.stringify(ids));
    const answers = [];
    for (const propertyId of ids) {
      const res = await fetch("/api/favorites", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ propertyId }),
      });
      answers.push(res.status);
    }
    return answers;
  }, ids);
  await page.close();
  if (statuses.some((status) => status !== 201)) {
    throw new Error(`saving favourites answered ${statuses.join(", ")}`);
  }
}

/** From the home page to /about by a link: a client-side navigation. */
async function followAboutLink(page: Page): Promise<undefined> {
  await page.locator('a[href="/about"]:visible').first().click();
  await page.waitForURL((url) => url.pathname === "/about");
  await page.waitForLoadState("networkidle");
  return undefined;
}

/**
 * Clicks through the admin dashboard's tabs, each loading what it shows; on the phone each tab is
 * measured for sideways overflow and photographed.
 */
async function openEveryTab(page: Page, viewport: ViewportName): Promise<string[]> {
  const problems: string[] = [];
  for (const tab of await page.getByRole("tab").all()) {
    const name = (await tab.textContent())?.trim() ?? "";
    await tab.click();
    await page.waitForLoadState("networkidle");
    if (viewport === "phone") {
      const overflow = await sidewaysOverflow(page);
      if (overflow) problems.push(`tab ${name}: ${overflow}`);
      await saveScreen(page, `admin-tab-${name.toLowerCase().replace(/\W+/g, "-")}-phone`);
    }
  }
  return problems;
}

/**
 * How far the page is wider than the screen, with the elements that stick out (those inside
 * their own sideways-scrolling box are theirs to scroll); null when it fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const inOwnScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !inOwnScroller(el);
    });
    // The innermost: an element none of whose descendants sticks out too.
    const innermost = wide.filter(
      (el) => !wide.some((other) => other !== el && el.contains(other)),
    );
    const named = innermost.slice(0, 4).map((el) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${String(el.getAttribute("class") ?? "").slice(0, 60)}"> "${text}" to ${Math.round(el.getBoundingClientRect().right)} px`;
    });
    return `${scrollWidth} px wide on a ${width} px screen: ${named.join("; ")}`;
  }, width);
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
  label: { auth: string; viewport: ViewportName; documents?: SsrDocument[] },
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
      label.documents?.push({
        route: `${label.auth} ${route.path}`,
        html: (await response?.text()) ?? "",
      });
      await settle(page, route);
      for (const violation of await seriousViolations(page)) {
        findings.push({ route: route.path, problem: violation });
      }
      const title = await page.title();
      if (route.title ? !title.includes(route.title) : title === DEFAULT_TITLE) {
        findings.push({ route: route.path, problem: `its title is "${title}"` });
      }
      if (label.viewport === "phone") {
        const overflow = await sidewaysOverflow(page);
        if (overflow) findings.push({ route: `${label.auth} ${route.path}`, problem: overflow });
      }
      await saveScreen(page, `${route.name}-${label.auth}-${label.viewport}`);
      for (const problem of (await route.explore?.(page)) ?? []) {
        findings.push({ route: `${label.auth} ${route.path}`, problem });
      }
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
