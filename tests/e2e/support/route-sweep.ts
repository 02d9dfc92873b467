import type { BrowserContext, Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { approvedAgent, approvedListing } from "./admin-decisions.js";
import { newContext, saveScreen, type ViewportName, watchConsole } from "./browser.js";
import type { BrowserAndServer } from "./browser-and-server.js";
import { type CspViolations, watchCsp } from "./csp-watch.js";
import { seriousViolations, sidewaysOverflow, titleProblem } from "./page-checks.js";
import { waitForHydration } from "./page-ready.js";
import {
  AGENT_PAGES,
  BEYOND_SPEC,
  BIG_LISTING,
  LONG_FIRST_NAME,
  type SsrDocument,
  type SweptRoute,
  specRoutes,
} from "./route-list.js";
import { signInAsAdmin, signUpIn } from "./sign-in.js";
import { smallTapTargets } from "./tap-targets.js";

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
      const titleWrong = await titleProblem(page, route.title);
      if (titleWrong) findings.push({ route: route.path, problem: titleWrong });
      if (label.viewport === "phone") {
        const overflow = await sidewaysOverflow(page);
        if (overflow) findings.push({ route: `${label.auth} ${route.path}`, problem: overflow });
        // Issue 33: every control a finger can hit, in every role, on the phone.
        for (const small of await smallTapTargets(page)) {
          findings.push({ route: `${label.auth} ${route.path}`, problem: `tap target ${small}` });
        }
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
