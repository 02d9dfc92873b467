import type { Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { eventually, openPage, toastWith, waitForHydration } from "../support/page-ready.js";
import { applyFilters } from "../support/property-results.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

// Production cookies are Secure: the browser talks to the app as through its https proxy.
const HTTPS = { "x-forwarded-proto": "https" };
const ADMIN_PASSWORD = "ssr-test-admin-password";
const SEARCH_NAME = "3-bed houses in Kumasi under GH₵ 900K";

/** Creates an account on /login's second tab; the page then goes back where it was asked to. */
async function createAccount(page: Page, email: string): Promise<void> {
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill("Adwoa");
  await form.getByLabel("Last name").fill("Sarpong");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("a-long-password");
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** An owner submits a listing on the form's API and the administrator approves it: it is published. */
async function publishListing(server: BuiltServer, title: string): Promise<number> {
  const form = new FormData();
  const fields = {
    title,
    price: "650000",
    description: "A walled three-bedroom family house with a borehole, near Bantama market.",
    location: "Bantama, Kumasi",
    propertyType: "house",
    bedrooms: "3",
    bathrooms: "2",
    contactName: "Kwaku Ofori",
    contactEmail: "kwaku.ofori@example.com",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const submitted = await fetch(`${server.baseUrl}/api/listings`, {
    method: "POST",
    headers: HTTPS,
    body: form,
  });
  expect(submitted.status).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  const login = await server.send("POST", "/api/admin/login", { password: ADMIN_PASSWORD });
  const cookie = /ofie\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
  const decided = await server.send(
    "PUT",
    `/api/admin/listings/${id}/status`,
    { status: "approved" },
    { cookie },
  );
  expect(decided.status).toBe(200);
  return ((await decided.json()) as { propertyId: number }).propertyId;
}

/**
 * Sign up from "Save this search" → filter /properties → save the search as instant → a matching
 * listing is published → the alert mail with the listing's link is in the outbox → its
 * unsubscribe link works in a signed-out browser without JavaScript.
 */
export async function savedSearchAlertJourney(env: JourneyEnv): Promise<void> {
  const { viewport, server } = env;
  const email = `adwoa.sarpong.${viewport}@example.com`;
  const title = `Garden house at Bantama (${viewport})`;
  let unsubscribeLink = "";

  await inFreshPage(
    env,
    async (page) => {
      // The filters, as a visitor sets them.
      await openPage(page, "/properties");
      await applyFilters(page, viewport, [
        { label: "City", param: "city", value: "Kumasi", kind: "select" },
        { label: "Property type", param: "propertyType", value: "house", kind: "select" },
        { label: "Bedrooms", param: "bedrooms", value: "3", kind: "select" },
        { label: "Max price (GH₵)", param: "maxPrice", value: "900000", kind: "fill" },
      ]);
      const searchUrl = new URL(page.url());

      // Signed out, saving asks to sign in and comes back to the same search.
      // The toast itself is tested in tests/ui/alerts: on a loaded machine the redirect that
      // follows it has taken the page away before a browser poll saw it.
      await page.getByRole("button", { name: "Save this search" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await createAccount(page, email);
      await page.waitForURL((url) => url.pathname === "/properties");
      expect(new URL(page.url()).search).toBe(searchUrl.search);
      await waitForHydration(page);

      // The dialog names the search in words; instant is the default.
      await page.getByRole("button", { name: "Save this search" }).click();
      const dialog = page.getByRole("dialog", { name: "Save this search" });
      expect(await dialog.getByLabel("Name").inputValue()).toBe(SEARCH_NAME);
      expect(await dialog.getByLabel("E-mail me").inputValue()).toBe("instant");
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `saved-search-dialog-${viewport}`, { scrollToTop: false });
      await dialog.getByRole("button", { name: "Save search" }).click();
      await toastWith(page, "Search saved").waitFor();
      await dialog.waitFor({ state: "detached" });

      // Alerts go only to a proved address (issue 32): the sign-up's mailed link confirms it.
      const verifyPath = await eventually(async () => {
        const path = (await server.outboxWithText())
          .filter((m) => m.to === email)
          .map((m) => /\/verify-email\/[\w-]{43}/.exec(m.text)?.[0])
          .find((found) => found !== undefined);
        expect(path).toBeDefined();
        return path as string;
      });
      await openPage(page, verifyPath);
      await page.getByRole("button", { name: "Confirm my e-mail" }).click();
      await page.waitForURL((url) => url.searchParams.get("status") === "verified");

      // A matching listing is published: one mail, with the listing's own link.
      const propertyId = await publishListing(server, title);
      const mail = await eventually(async () => {
        // Alerts only: the sign-up's verification mail goes to the same address (issue 15).
        const found = (await server.outboxWithText()).filter(
          (m) => m.to === email && m.subject.startsWith("New listing for"),
        );
        expect(found).toHaveLength(1);
        return found[0] as (typeof found)[number];
      });
      expect(mail.subject).toBe(`New listing for "${SEARCH_NAME}": ${title}`);
      const listingLink = `${server.baseUrl}/properties/${propertyId}`;
      expect(mail.text).toContain(`${title}\nGH₵650,000 · Bantama, Kumasi\n${listingLink}`);
      unsubscribeLink =
        /https?:\/\/\S+\/alerts\/unsubscribe\/[\w-]{43}/.exec(mail.text)?.[0] ?? "missing";

      // The link opens the listing.
      await openPage(page, listingLink);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();

      // The profile's Preferences tab lists the search, linked to its results.
      await openPage(page, "/profile?tab=preferences");
      const saved = page.getByRole("region", { name: "Saved searches" });
      const entry = saved.getByRole("listitem").filter({ hasText: SEARCH_NAME });
      expect(await entry.getByRole("link", { name: SEARCH_NAME }).getAttribute("href")).toBe(
        `/properties?propertyType=house&city=Kumasi&bedrooms=3&maxPrice=900000`,
      );
      expect(
        await entry
          .getByRole("combobox", { name: `Alert frequency for ${SEARCH_NAME}` })
          .inputValue(),
      ).toBe("instant");
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `saved-search-preferences-${viewport}`);

      // Opening the mail's unsubscribe link only asks (mail scanners open links too).
      await openPage(page, unsubscribeLink);
      await page.getByRole("heading", { name: "Unsubscribe from alerts" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
    { extraHTTPHeaders: HTTPS },
  );

  // The mail's unsubscribe link, in a browser that is signed out and runs no JavaScript: opening
  // it changes nothing; the button does.
  await inFreshPage(
    env,
    async (page) => {
      await page.goto(unsubscribeLink);
      await page.getByRole("heading", { name: "Unsubscribe from alerts" }).waitFor();
      expect(await page.getByText(`“${SEARCH_NAME}”`).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
      expect(page.url()).toBe(unsubscribeLink);
      await saveScreen(page, `saved-search-unsubscribed-${viewport}`, { scrollToTop: false });

      // A link that is not (or no longer) one of ours says so.
      await page.goto("/alerts/unsubscribe/not-a-real-token");
      await page.getByRole("heading", { name: "Link not valid" }).waitFor();
    },
    { extraHTTPHeaders: HTTPS, javaScriptEnabled: false },
  );
}
