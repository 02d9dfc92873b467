import type { Page } from "playwright-core";
import type { BuiltServer } from "../../support/built-server.js";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import { unexpectedProblems, waitForHydration } from "../support/page-ready.js";
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

/**
 * Issue 18: a message only the server gives (the browser checks only that a name is there)
 * shows beside its field, with focus on it, within the screen (360 px on the phone).
 */
async function serverFieldErrorStep(env: JourneyEnv): Promise<void> {
  const { viewport } = env;
  const context = await newContext(env.browser, env.server.baseUrl, viewport);
  context.setDefaultTimeout(10_000);
  try {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await waitForHydration(send);
    const name = page.getByLabel("Full name");
    await name.fill(`Kofi ${"Mensah ".repeat(22)}`);
    await page.getByLabel("Email address").fill(`kofi.long.${viewport}@example.com`);
    await page.getByLabel("Message").fill("I am looking for a 3-bedroom house in East Legon.");
    await send.click();
    const nameError = page.locator("#contact-name-error");
    await nameError.getByText("Name is too long", { exact: true }).waitFor();
    await expect(name.getAttribute("aria-describedby")).resolves.toBe("contact-name-error");
    await expect(name.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    // Both boxes from one frame: focusing the field may still be scrolling the page, and two
    // separate reads could each see a different scroll position (CI run of f6b4462).
    const { field, message } = await page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      };
      return { field: box("#contact-name"), message: box("#contact-name-error") };
    });
    const width = page.viewportSize()?.width ?? 0;
    if (viewport === "phone") expect(width).toBe(360);
    if (!field || !message) throw new Error("the name field or its message is not on screen");
    // Right under the field, not in a notice elsewhere, and within the screen.
    expect(message.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(message.y).toBeLessThan(field.y + field.height + 24);
    expect(message.x + message.width).toBeLessThanOrEqual(width);
    await saveScreen(page, `journey-9-server-field-error-${viewport}`);
    // The refused send logs its 400; nothing else may.
    expect(unexpectedProblems(problems, 400)).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Journey 9: a server-side field error beside its field (issue 18), then a contact message and a
 * newsletter subscription, each toasted and stored.
 */
export async function contactAndNewsletterJourney(env: JourneyEnv): Promise<void> {
  const { viewport, server } = env;
  await serverFieldErrorStep(env);
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
