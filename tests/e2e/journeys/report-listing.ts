import type { Page } from "playwright-core";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import {
  eventually,
  openPage,
  toastWith,
  unexpectedProblems,
  waitForHydration,
} from "../support/page-ready.js";
import { listings } from "../support/property-results.js";
import type { JourneyEnv } from "./journey.js";

// startBuiltServer's admin password.
const ADMIN_PASSWORD = "ssr-test-admin-password";
// One of the Unpublish dialog's quick reasons.
const UNPUBLISH_REASON = "The property is no longer available.";
// Production cookies are Secure: the browser talks to the app as through its https proxy.
const HTTPS = { "x-forwarded-proto": "https" };

/** A listing in search that no other journey of this file uses: one per viewport. */
async function listingFor(env: JourneyEnv): Promise<{ id: number; title: string }> {
  const found = await listings(env.server, "limit=12&sort=price-high");
  const listing = found[env.viewport === "phone" ? 2 : 3];
  if (!listing) throw new Error("the seed has too few listings");
  return listing;
}

/** The visitor's part: open the dialog, meet the reason's message, then report. */
async function reportAsVisitor(page: Page, env: JourneyEnv, id: number, title: string) {
  await openPage(page, `/properties/${id}`);
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await page.getByRole("button", { name: "Report this listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Send report" }).click();
  await dialog
    .getByText(
      "Choose a reason: Scam or fraud, Already let or sold, Wrong price, Duplicate listing, I was asked for a fee not shown here or Something else",
    )
    .waitFor();
  await dialog.getByRole("radio", { name: "Already let or sold" }).check();
  await dialog.getByLabel("Details").fill("The caretaker says it was let last month.");
  await saveScreen(page, `journey-report-dialog-${env.viewport}`, { scrollToTop: false });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await toastWith(page, "Report sent", "Thank you. Our team will review this listing.").waitFor();
  await dialog.waitFor({ state: "detached" });
}

/**
 * The administrator's part: the listing is in the queue of the Properties tab; Unpublish asks
 * why (issue 32), and the reason chosen is what the listing's agent is mailed.
 */
async function unpublishAsAdmin(page: Page, env: JourneyEnv, title: string) {
  await openPage(page, "/admin/login");
  await page.getByLabel("Admin password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Properties" }).click();
  const panel = page.getByRole("tabpanel", { name: "Properties" });
  const reported = panel
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByRole("button", { name: `Unpublish ${title}` }) });
  await reported.waitFor();
  expect(await reported.textContent()).toContain("Already let or sold");
  expect(await reported.textContent()).toContain("The caretaker says it was let last month.");
  await saveScreen(page, `journey-report-admin-queue-${env.viewport}`);
  await reported.getByRole("button", { name: `Unpublish ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Unpublish ${title}?` });
  await dialog.getByRole("button", { name: "Unpublish", exact: true }).click();
  await dialog.getByText("Give a reason for unpublishing: it is e-mailed to the owner").waitFor();
  await dialog.getByRole("button", { name: UNPUBLISH_REASON }).click();
  expect(await dialog.getByLabel("Reason (sent to the owner)").inputValue()).toBe(UNPUBLISH_REASON);
  await saveScreen(page, `journey-report-unpublish-dialog-${env.viewport}`, { scrollToTop: false });
  await dialog.getByRole("button", { name: "Unpublish", exact: true }).click();
  await toastWith(
    page,
    "Listing unpublished",
    `The owner of "${title}" has been told why.`,
  ).waitFor();
  await dialog.waitFor({ state: "detached" });
  await reported.waitFor({ state: "detached" });
  await eventually(async () => {
    const mails = await env.server.outboxWithText();
    const told = mails.find((m) => m.subject === `Your listing was unpublished: ${title}`);
    expect(told?.text).toContain(UNPUBLISH_REASON);
  });
}

/**
 * Report a listing (decision 13): a visitor reports it from its page, the administrator finds it
 * in the Reported listings of /admin and unpublishes it for a reason its agent is mailed, and it
 * is gone from /properties.
 */
export async function reportListingJourney(env: JourneyEnv): Promise<void> {
  const { id, title } = await listingFor(env);
  const context = await newContext(env.browser, env.server.baseUrl, env.viewport, {
    extraHTTPHeaders: HTTPS,
  });
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await reportAsVisitor(page, env, id, title);
    await unpublishAsAdmin(page, env, title);

    // Gone from search, and its page is 'Property Not Found'.
    await openPage(page, `/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("heading", { name: "No Properties Found" }).waitFor();
    await eventually(async () => {
      expect((await listings(env.server, "limit=100")).map((l) => l.id)).not.toContain(id);
    });
    const gone = await page.goto(`/properties/${id}`);
    expect(gone?.status()).toBe(404);
    await page.getByRole("heading", { name: "Property Not Found" }).first().waitFor();
    await saveScreen(page, `journey-report-unpublished-${env.viewport}`);

    // The empty reason's 400 and the unpublished page's 404 are expected; nothing else.
    expect(unexpectedProblems(unexpectedProblems(problems, 400), 404)).toEqual([]);
  } finally {
    await context.close();
  }
}
