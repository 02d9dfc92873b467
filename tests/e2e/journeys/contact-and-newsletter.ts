import type { Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { saveScreen } from "../support/browser.js";
import { waitForHydration } from "../support/page-ready.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

// startBuiltServer's admin password.
const ADMIN_PASSWORD = "ssr-test-admin-password";

/** The one visible toast (spec §9: one at a time), an item of Radix's notifications region. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  if (description) await toast.getByText(description, { exact: true }).waitFor();
}

interface Lead {
  email: string;
  source: string;
  propertyInterest: string | null;
}

/** What the administrator's Leads tab reads: GET /api/admin/leads after the admin login. */
async function adminLeads(server: BuiltServer): Promise<Lead[]> {
  const login = await server.send("POST", "/api/admin/login", { password: ADMIN_PASSWORD });
  const cookie = /ofie\.sid=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (login.status !== 200 || !cookie) throw new Error(`admin login failed: ${login.status}`);
  const leads = await server.get("/api/admin/leads", { cookie, "x-forwarded-proto": "https" });
  expect(leads.status).toBe(200);
  return JSON.parse(leads.html);
}

/** Journey 9: a contact message and a newsletter subscription, each toasted and stored. */
export async function contactAndNewsletterJourney(env: JourneyEnv): Promise<void> {
  const { viewport, server } = env;
  const contactEmail = `kofi.contact.${viewport}@example.com`;
  const newsletterEmail = `efua.news.${viewport}@example.com`;

  await inFreshPage(env, async (page) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await waitForHydration(send);
    await page.getByLabel("Full name").fill("Kofi Mensah");
    await page.getByLabel("Email address").fill(contactEmail);
    await page.getByLabel("Phone number (optional)").fill("024 123 4567");
    await page.getByLabel("Inquiry type").selectOption({ label: "Buying a property" });
    await page.getByLabel("Message").fill("I am looking for a 3-bedroom house in East Legon.");
    await send.click();
    await expectToast(page, "Message Sent!", "We'll get back to you within 24 hours.");
    await expect(page.getByLabel("Full name").inputValue()).resolves.toBe("");
    await saveScreen(page, `journey-9-contact-sent-${viewport}`);

    await page.goto("/blog");
    const signup = page.getByRole("region", { name: "Stay up to date" });
    const subscribe = signup.getByRole("button", { name: "Subscribe" });
    await waitForHydration(subscribe);
    await signup.getByLabel("Email address").fill(newsletterEmail);
    await subscribe.click();
    await expectToast(page, "Successfully subscribed!");
    await saveScreen(page, `journey-9-subscribed-${viewport}`);
  });

  const leads = await adminLeads(server);
  expect(leads).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        email: contactEmail,
        source: "contact",
        propertyInterest: "buying",
      }),
      expect.objectContaining({ email: newsletterEmail, source: "newsletter" }),
    ]),
  );
}
