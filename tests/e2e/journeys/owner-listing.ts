// Journey 14b of the browser suite (issue 18 item 5): a private owner's listing, pending in
// Manage Listings, then live as "Listed by owner" with the inquiry a visitor sent.
import type { BrowserContext, Page } from "playwright-core";
import { adminHeaders, approve } from "../support/admin-decisions.js";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { openPage, toastWith } from "../support/page-ready.js";
import { signUpIn } from "../support/sign-in.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";
import { fillListing } from "./listing-form.js";
import { cardOf } from "./manage-listings.js";

const HTTPS = { "x-forwarded-proto": "https" };

/**
 * Journey 14b (issue 18 item 5), at 360 px: a private owner lists a property signed in and finds
 * it pending in Manage Listings, reached from the menu; once the admin approves it, a visitor
 * sees "Listed by owner" with WhatsApp and a call, and an inquiry is said to reach the owner,
 * who finds it in Manage Listings.
 */
export async function ownerListingJourney(env: JourneyEnv): Promise<void> {
  const { server, viewport } = env;
  const email = `kofi.owner.${viewport}@example.com`;
  const title = `Tanoso bungalow by its owner (${viewport})`;
  const owner = await server.signUp({ email, firstName: "Kofi", lastName: "Boateng" });
  const asOwner = async (context: BrowserContext) => {
    const [name, value] = owner.cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: server.baseUrl }]);
  };
  const noSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

  await inFreshPage(
    env,
    async (page, context) => {
      await asOwner(context);
      await openPage(page, "/list-property");
      await fillListing(page, title, { name: "Kofi Boateng", email });
      await page.getByLabel("Contact phone").fill("024 412 3456");
      await page.getByRole("button", { name: "Submit Property Listing" }).click();
      await toastWith(page, "Property Submitted Successfully").waitFor();

      // From the menu to Manage Listings: the listing waits for review, and nobody is told
      // Manage Listings is only for agents.
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      const manage = drawer.getByRole("link", { name: "Manage Listings" });
      await manage.waitFor();
      expect(await drawer.getByRole("link", { name: "List Property" }).isVisible()).toBe(true);
      await saveScreen(page, `journey-14b-menu-${viewport}`);
      await manage.click();
      await page.waitForURL((url) => url.pathname === "/manage-listings");
      const pending = page
        .getByRole("list", { name: "Your listings awaiting review" })
        .getByRole("listitem")
        .filter({ hasText: title });
      await pending.waitFor();
      expect(await pending.getByText("pending", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText(/verified agents/i).count()).toBe(0);
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `journey-14b-pending-${viewport}`);
    },
    { extraHTTPHeaders: HTTPS },
  );

  const decided = await approve(
    server,
    await adminHeaders(server),
    "/api/admin/listings?status=pending",
    "/api/admin/listings",
    (s) => s.title === title,
  );
  const propertyId = decided.propertyId as number;

  // A visitor: the owner's name, WhatsApp and a call to their +233 number; signed in, an inquiry.
  await inFreshPage(
    env,
    async (page, context) => {
      await openPage(page, `/properties/${propertyId}`);
      await page.getByRole("heading", { name: "Listed by owner" }).waitFor();
      expect(await page.getByText("Kofi Boateng", { exact: true }).isVisible()).toBe(true);
      const whatsApp = page.getByRole("link", { name: "WhatsApp", exact: true });
      expect(await whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/233244123456\?/);
      expect(await page.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
        "tel:+233244123456",
      );
      expect(await whatsApp.isVisible()).toBe(true);
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `journey-14b-listed-by-owner-${viewport}`);

      await signUpIn(context, {
        email: `efua.buyer.${viewport}@example.com`,
        firstName: "Efua",
        lastName: "Owusu",
      });
      await openPage(page, `/properties/${propertyId}`);
      await page.getByLabel("Message").fill("Can I see the bungalow on Saturday?");
      await page.getByRole("button", { name: "Send Inquiry" }).click();
      await toastWith(
        page,
        "Inquiry Sent",
        "Your inquiry has been sent to the owner. They will contact you soon.",
      ).waitFor();
    },
    { extraHTTPHeaders: HTTPS },
  );

  // The owner: the listing is live, with the inquiry.
  await inFreshPage(
    env,
    async (page, context) => {
      await asOwner(context);
      await openPage(page, "/manage-listings");
      const card = cardOf(page, title);
      await card.waitFor();
      expect(await card.getByText("available", { exact: true }).isVisible()).toBe(true);
      await card.getByRole("button", { name: `Show inquiries (1) for ${title}` }).click();
      await card
        .getByRole("list", { name: `Inquiries about ${title}` })
        .getByText("Can I see the bungalow on Saturday?")
        .waitFor();
      await noSidewaysScroll(page);
      await saveScreen(page, `journey-14b-owner-inquiry-${viewport}`);
    },
    { extraHTTPHeaders: HTTPS },
  );
}
