import type { Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { approvedAgent, approvedListing, json } from "../support/admin-decisions.js";
import { saveScreen } from "../support/browser.js";
import { seriousViolations } from "../support/page-checks.js";
import { eventually, openPage, toastWith } from "../support/page-ready.js";
import { signUpIn } from "../support/sign-in.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

const HTTPS = { "x-forwarded-proto": "https" };

/** A rental the agent lists signed in, approved: the property is then the agent's (decision 43). */
function agentsListing(
  server: BuiltServer,
  session: Record<string, string>,
  email: string,
  title: string,
): Promise<number> {
  return approvedListing(server, session, {
    title,
    price: "6500",
    listingType: "rent",
    rentPeriod: "month",
    location: "Labone, Accra",
    propertyType: "apartment",
    bedrooms: "2",
    bathrooms: "2",
    description:
      "Quiet two-bedroom flat with a backup generator, a borehole and parking for two cars.",
    contactName: "Abena Mensah",
    contactEmail: email,
  });
}

/** The Manage Listings card of one listing. */
export const cardOf = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Your listings" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });

/** The figure a card shows under a label ("WhatsApp opens" → "1"). */
async function countOn(page: Page, title: string, label: string): Promise<string | null> {
  const term = cardOf(page, title).locator("dt", { hasText: label });
  return term.locator("xpath=following-sibling::dd").textContent();
}

/**
 * Journey 14: an approved agent owns a listing; a visitor presses WhatsApp and sends an inquiry;
 * the agent opens Manage Listings from the Dashboard, sees both, edits the price and marks the
 * flat let, and the property page shows the change.
 */
export async function manageListingsJourney(env: JourneyEnv): Promise<void> {
  const { server, viewport } = env;
  const email = `abena.mensah.${viewport}@example.com`;
  const title = `Labone two-bedroom flat (${viewport})`;

  // Set-up through the API: the account, its approved application (made signed in, decision 43)
  // and its approved listing (sent signed in: a contact e-mail makes no listing an agent's).
  const agentSession = await approvedAgent(server, {
    email,
    firstName: "Abena",
    lastName: "Mensah",
    company: "Labone Homes",
  });
  const propertyId = await agentsListing(server, agentSession, email, title);

  // Another visitor: presses WhatsApp on the property page, then sends an inquiry.
  await inFreshPage(
    env,
    async (page, context) => {
      // wa.me is outside the closed test network: answer for it, so the new tab has a page.
      await context.route("https://wa.me/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
      );
      await signUpIn(context, {
        email: `kwesi.visitor.${viewport}@example.com`,
        firstName: "Kwesi",
        lastName: "Appiah",
      });
      await openPage(page, `/properties/${propertyId}`);
      const [whatsApp] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: "WhatsApp", exact: true }).click(),
      ]);
      expect(whatsApp.url()).toMatch(/^https:\/\/wa\.me\//);
      await whatsApp.close();
      await page.getByLabel("Message").fill("Is the flat still available from next month?");
      await page.getByRole("button", { name: "Send Inquiry" }).click();
      await toastWith(page, "Inquiry Sent").waitFor();
    },
    { extraHTTPHeaders: HTTPS },
  );
  // The click was sent with keepalive, without waiting: it is counted shortly after.
  await eventually(async () => {
    const mine = await json<{ id: number; whatsappClicks: number }[]>(
      server,
      "/api/my-listings",
      agentSession,
    );
    expect(mine.find((l) => l.id === propertyId)?.whatsappClicks).toBe(1);
  });

  // The agent: Dashboard → Manage Listings, the counts and the inquiry, then edit and mark let.
  await inFreshPage(
    env,
    async (page, context) => {
      const [name, value] = agentSession.cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: server.baseUrl }]);
      await openPage(page, "/");
      // The Dashboard's card (the header's menu has the same link).
      await page.getByRole("main").getByRole("link", { name: "Manage Listings" }).click();
      await page.waitForURL((url) => url.pathname === "/manage-listings");
      await page.getByRole("heading", { level: 1, name: "Manage Listings" }).waitFor();
      const card = cardOf(page, title);
      await card.waitFor();
      expect(await countOn(page, title, "Inquiries")).toBe("1");
      expect(await countOn(page, title, "WhatsApp opens")).toBe("1");
      expect(await countOn(page, title, "E-mail opens")).toBe("0");
      expect(await card.getByText("available", { exact: true }).isVisible()).toBe(true);

      await card.getByRole("button", { name: `Show inquiries (1) for ${title}` }).click();
      const inquiries = card.getByRole("list", { name: `Inquiries about ${title}` });
      await inquiries.getByText("Is the flat still available from next month?").waitFor();
      expect(await inquiries.textContent()).toContain("Kwesi Appiah");
      expect(
        await inquiries
          .getByRole("link", { name: `kwesi.visitor.${viewport}@example.com` })
          .count(),
      ).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `journey-13-manage-listings-${viewport}`);

      // Edit: a bad price is refused with the form's message, then the new price and the rent
      // advance (a rental's term, above the legal six months) are saved.
      await card.getByRole("button", { name: `Edit ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit listing" });
      const price = dialog.getByLabel("Price (GH₵)");
      expect(await price.inputValue()).toBe("6500");
      await price.fill("");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.getByText("Price is required", { exact: true }).waitFor();
      await price.fill("7200");
      expect(await dialog.getByLabel("Land title").count()).toBe(0);
      await dialog.getByLabel("Rent advance (months)").fill("12");
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreen(page, `journey-13-edit-${viewport}`);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await toastWith(page, "Listing Updated").waitFor();
      await dialog.waitFor({ state: "detached" });
      await card.getByText("GH₵7,200").waitFor();

      // Mark as let: the badge reads rented, and the button offers the way back.
      await card.getByRole("button", { name: `Mark as let ${title}` }).click();
      await toastWith(page, "Marked as let").waitFor();
      await card.getByText("rented", { exact: true }).waitFor();
      await card.getByRole("button", { name: `Mark available ${title}` }).waitFor();
      await saveScreen(page, `journey-13-let-${viewport}`);

      // The public page shows the new price and status.
      await openPage(page, `/properties/${propertyId}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      const article = page.getByRole("article");
      expect(await article.getByText("GH₵7,200", { exact: false }).count()).toBeGreaterThan(0);
      expect(await article.getByText("rented", { exact: true }).count()).toBeGreaterThan(0);
      const note = await page
        .getByRole("note")
        .filter({ hasText: "Above the legal limit" })
        .textContent();
      expect(note).toContain("This listing asks for 12 months");
      await saveScreen(page, `journey-13-property-${viewport}`);
    },
    { extraHTTPHeaders: HTTPS },
  );
}
