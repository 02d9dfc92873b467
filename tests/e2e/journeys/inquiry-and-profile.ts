// Journey 3 of the browser suite: a signed-in user sends an inquiry, finds it on the dashboard
// and edits their profile.

import type { BuiltServer } from "../../support/built-server.js";
import { saveScreen, watchConsole } from "../support/browser.js";
import { httpsContext } from "../support/browser-and-server.js";
import { eventually, openPage, toastWith, waitForHydration } from "../support/page-ready.js";
import { listings } from "../support/property-results.js";
import { type JourneyEnv, startedOf } from "./journey.js";

/** A seeded property with an agent, whose address the inquiry mail goes to. */
async function propertyWithAgent(
  server: BuiltServer,
): Promise<{ id: number; title: string; agentEmail: string }> {
  for (const { id } of await listings(server, "limit=12")) {
    const { html } = await server.get(`/api/properties/${id}`);
    const property = JSON.parse(html) as { title: string; agent: { email: string } | null };
    if (property.agent) return { id, title: property.title, agentEmail: property.agent.email };
  }
  throw new Error("no seeded property has an agent");
}

/** Journey 3: an inquiry sent while signed in, found on the dashboard; the profile edited. */
export async function inquiryAndProfileJourney(env: JourneyEnv): Promise<void> {
  const { server, viewport } = env;
  const started = startedOf(env);
  const session = await server.signUp({
    email: `ama.boateng.${viewport}@example.com`,
    firstName: "Ama",
    lastName: "Boateng",
  });
  const context = await httpsContext(started, viewport);
  const [name, value] = session.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: server.baseUrl }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const property = await propertyWithAgent(server);

  // The inquiry form knows who is asking; the agent is mailed.
  await openPage(page, `/properties/${property.id}`);
  expect(await page.getByLabel("Your name").inputValue()).toBe("Ama Boateng");
  expect(await page.getByLabel("Email address").inputValue()).toBe(
    `ama.boateng.${viewport}@example.com`,
  );
  await page.getByLabel("Phone number (optional)").fill("024 555 0123");
  await page.getByLabel("Message").fill("Is a viewing possible on Saturday morning?");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await toastWith(
    page,
    "Inquiry Sent",
    "Your inquiry has been sent to the agent. They will contact you soon.",
  ).waitFor();
  await saveScreen(page, `journey-3-inquiry-sent-${viewport}`);
  const mail = { to: property.agentEmail, subject: `New inquiry about ${property.title}` };
  await eventually(async () => expect(await server.outbox()).toContainEqual(mail));

  // The dashboard lists it among the recent inquiries, pending.
  await openPage(page, "/");
  await page.getByRole("heading", { name: "Recent Inquiries" }).waitFor();
  const inquiry = page
    .getByRole("listitem")
    .filter({ hasText: "Sent" })
    .filter({ hasText: property.title });
  await inquiry.waitFor();
  expect(await inquiry.textContent()).toContain("pending");
  expect(await inquiry.getByRole("link").getAttribute("href")).toBe(`/properties/${property.id}`);
  await saveScreen(page, `journey-3-dashboard-${viewport}`);

  // Edit and Save: the new first name is the server's, so a reload shows it everywhere.
  await openPage(page, "/profile");
  await page.getByRole("button", { name: "Edit" }).click();
  const firstName = page.getByLabel("First name");
  expect(await firstName.inputValue()).toBe("Ama");
  await firstName.fill("Akosua");
  await page.getByRole("button", { name: "Save" }).click();
  await toastWith(page, "Profile Updated").waitFor();
  await page.reload();
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: "Akosua Boateng" }).waitFor();
  await page
    .getByRole("banner")
    .getByText("Welcome, Akosua")
    .first()
    .waitFor({ state: "attached" });

  // Edit, type, Cancel: the saved name is back.
  await page.getByRole("button", { name: "Edit" }).click();
  await firstName.fill("Kwabena");
  await page.getByRole("button", { name: "Cancel" }).click();
  await firstName.waitFor({ state: "detached" });
  expect(await page.getByRole("definition").first().textContent()).toBe("Akosua");
  expect(await page.getByText("Kwabena").count()).toBe(0);
  await page.getByRole("button", { name: "Edit" }).click();
  expect(await firstName.inputValue()).toBe("Akosua");
  await page.getByRole("button", { name: "Cancel" }).click();
  await saveScreen(page, `journey-3-profile-${viewport}`);

  expect(problems).toEqual([]);
  await context.close();
}
