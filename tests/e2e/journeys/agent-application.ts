// Journey 8 of the browser suite: a signed-in user applies as an agent, meets every validation
// message, proves the application's address by the mailed link, is approved by the admin, shows
// as verified and gets Manage Listings.
import { aPng } from "../../support/media.js";
import { saveScreen, watchConsole } from "../support/browser.js";
import { httpsContext } from "../support/browser-and-server.js";
import { mailedPath } from "../support/mailed-path.js";
import {
  eventually,
  openPage,
  toastWith,
  unexpectedProblems,
  waitForHydration,
} from "../support/page-ready.js";
import { adminLogin, signUpIn } from "../support/sign-in.js";
import { type JourneyEnv, startedOf } from "./journey.js";

/** Journey 8: the agent application, from its validation messages to Manage Listings. */
export async function agentApplicationJourney(env: JourneyEnv): Promise<void> {
  const { viewport } = env;
  const started = startedOf(env);
  const context = await httpsContext(started, viewport);
  // Signed in, the application is the account's (decision 43); its address is not the account's
  // proved own, so it goes to the admin once the link mailed there is pressed (decision 85).
  await signUpIn(context, {
    email: `efua.account.${viewport}@example.com`,
    firstName: "Efua",
    lastName: "Asante",
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const applicant = `Efua Asante ${viewport}`;

  // Bad input first: spec §5's message for every rule that can fail.
  await openPage(page, "/agent-registration");
  await page.getByLabel("Full name").fill("E");
  await page.getByLabel("Email address").fill("efua@");
  await page.getByLabel("Phone number").fill("024 55");
  await page.getByLabel("Company / agency name").fill("A");
  await page.getByLabel("Years of experience").pressSequentially("ten");
  await page.getByLabel("Professional bio").fill("Too short to tell anyone much.");
  await page.getByLabel("Website (optional)").fill("asante realty");
  await page.getByLabel("Languages spoken").fill("E");
  await page.getByRole("button", { name: "Submit Application for Review" }).click();
  for (const message of [
    "Name must be at least 2 characters",
    "Invalid email address",
    "Phone number must be at least 10 digits",
    "Company name must be at least 2 characters",
    "Specialization is required",
    "Location is required",
    "Bio must be at least 50 characters",
    "Invalid website URL",
    "Languages spoken is required",
  ]) {
    expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
  }
  // Non-numeric years are read as 0, which is allowed.
  expect(await page.getByText("Years of experience must be 0 or more").count()).toBe(0);
  await saveScreen(page, `journey-8-invalid-${viewport}`);

  // Then correctly, with a profile photo.
  const address = `efua.asante.${viewport}@example.com`;
  await page.getByLabel("Full name").fill(applicant);
  await page.getByLabel("Email address").fill(address);
  // One number per viewport: an approval is refused when the phone is an existing agent's.
  await page
    .getByLabel("Phone number")
    .fill(viewport === "phone" ? "024 555 0199" : "024 555 0198");
  await page.getByLabel("Company / agency name").fill("Asante Realty");
  await page.getByLabel("Specialization").selectOption({ index: 1 });
  await page.getByLabel("Primary location (region)").selectOption("Central");
  await page
    .getByLabel("Professional bio")
    .fill("Eight years renting and selling homes in Cape Coast, Elmina and Kasoa for families.");
  await page.getByLabel("Website (optional)").fill("https://asante-realty.com.gh");
  await page.getByLabel("Languages spoken").fill("English, Fante");

  // Issue 33: a tap on the logo and Back loses nothing typed; a reload neither.
  await page.getByRole("banner").getByRole("link", { name: "Ofie" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/agent-registration");
  await waitForHydration(page);
  await eventually(async () =>
    expect(await page.getByLabel("Full name").inputValue()).toBe(applicant),
  );
  expect(await page.getByLabel("Email address").inputValue()).toBe(address);
  expect(await page.getByLabel("Specialization").inputValue()).not.toBe("");
  expect(await page.getByLabel("Professional bio").inputValue()).toMatch(/^Eight years/);
  expect(await page.getByLabel("Languages spoken").inputValue()).toBe("English, Fante");
  // The shot shows the fields put back, not the page's top.
  await page.getByLabel("Full name").evaluate((field) =>
    window.scrollTo({
      top: field.getBoundingClientRect().top + window.scrollY - 140,
      behavior: "instant",
    }),
  );
  await saveScreen(page, `agent-form-draft-after-${viewport}`, { scrollToTop: false });

  await page.getByLabel("Profile photo (optional)").setInputFiles({
    name: "efua.png",
    mimeType: "image/png",
    buffer: await aPng("#7d3c98", 128),
  });
  await page.getByRole("button", { name: "Submit Application for Review" }).click();
  await toastWith(
    page,
    "Application Submitted Successfully!",
    "Your agent registration has been submitted for admin review. You'll receive an email once approved.",
  ).waitFor();
  expect(await page.getByText(/^We sent a link to /).textContent()).toBe(
    `We sent a link to ${address}. Open it and press its button to send your application for review.`,
  );
  // The form is empty again, the photo too; the account's name and e-mail are prefilled again (issue 18).
  await eventually(async () =>
    expect(await page.getByLabel("Full name").inputValue()).toBe("Efua Asante"),
  );
  expect(await page.getByLabel("Email address").inputValue()).toBe(
    `efua.account.${viewport}@example.com`,
  );
  expect(await page.getByLabel("Languages spoken").inputValue()).toBe("");
  // Sent: the draft went with it; the form comes back empty (prefilled) after a reload.
  await page.reload();
  await waitForHydration(page);
  expect(await page.getByLabel("Languages spoken").inputValue()).toBe("");
  expect(
    await page
      .getByLabel("Profile photo (optional)")
      .evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
  ).toBe(0);
  await saveScreen(page, `journey-8-submitted-${viewport}`);

  // The link mailed to the application's address: its page's button sends it for review.
  await openPage(page, await mailedPath(env.server, address, "/agent-registration/verify/"));
  await page.getByRole("button", { name: "Confirm and send for review" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/agent-registration" && url.searchParams.get("verified") === "1",
  );
  await page
    .getByRole("status")
    .filter({ hasText: "your application is with our team for review" })
    .waitFor();
  await saveScreen(page, `journey-8-link-pressed-${viewport}`);

  // The admin wall: a direct visit is refused; a wrong password too, then the right one.
  await openPage(page, "/admin");
  await page.getByRole("heading", { name: "Access Denied" }).waitFor();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/login");
  await waitForHydration(page);
  await page.getByLabel("Admin password").fill("not-the-password");
  await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
  await toastWith(page, "Access Denied", "Invalid admin password").waitFor();
  await adminLogin(page);

  // Issue 18: on a phone the tab strip scrolls sideways inside itself, never the page, and every
  // tab (Agent Applications last) can be reached.
  const tabs = page.getByRole("tablist", { name: "Admin sections" });
  const strip = await tabs.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    overflowX: getComputedStyle(el).overflowX,
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(strip.page).toBeLessThanOrEqual(strip.viewport);
  expect(strip.overflowX).toBe("auto");
  if (viewport === "phone") expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);

  // The Leads tab: leads grouped by listing and day, counted per source, paged.
  await page.getByRole("tab", { name: "Leads" }).click();
  const leads = page.getByRole("tabpanel", { name: "Leads" });
  const groups = leads.getByRole("list", { name: "By source" });
  await groups.first().waitFor();
  expect(await groups.count()).toBeGreaterThan(0);
  expect(await groups.count()).toBeLessThanOrEqual(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    strip.viewport,
  );
  await saveScreen(page, `admin-leads-${viewport}`);

  const appsTab = page.getByRole("tab", { name: "Agent Applications" });
  await appsTab.click();
  const box = await appsTab.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= strip.viewport).toBe(true);
  expect(await appsTab.getAttribute("aria-selected")).toBe("true");
  await saveScreen(page, `admin-tabs-${viewport}`);

  // The application, photo and all, years read as 0.
  const panel = page.getByRole("tabpanel", { name: "Agent Applications" });
  const application = panel
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: applicant }) });
  expect(await application.getByRole("img", { name: applicant }).isVisible()).toBe(true);
  expect(await application.textContent()).toMatch(/Experience:\s*0 years/);
  // Approve asks first: Cancel leaves it pending.
  const approve = application.getByRole("button", { name: `Approve ${applicant}` });
  await approve.click();
  const confirm = page.getByRole("dialog", { name: `Approve ${applicant}?` });
  await confirm.waitFor();
  await saveScreen(page, `admin-approve-dialog-${viewport}`, { scrollToTop: false });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await confirm.waitFor({ state: "detached" });
  expect(await application.getByText("pending", { exact: true }).isVisible()).toBe(true);
  // Confirmed: approved in place, with the toast.
  await approve.click();
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await toastWith(page, "Application approved", `${applicant} is now a verified agent.`).waitFor();
  // (While the dialog is open the page behind it is hidden from the accessibility tree, so the
  // badge is waited for, not the button's going.)
  await application.getByText("approved", { exact: true }).waitFor();
  expect(await approve.count()).toBe(0);
  // The decision is in the audit log at once, newest first, naming this admin session.
  const audit = page.getByRole("region", { name: "Audit log" }).getByRole("listitem").first();
  // The list refreshes after the toast: the other size's approval can be the first entry until
  // it does, so the wait names this applicant.
  await audit
    .filter({ hasText: "Approved agent application" })
    .filter({ hasText: applicant })
    .waitFor();
  expect(await audit.textContent()).toMatch(new RegExp(`${applicant}.*admin#[0-9a-f]{8}`));
  await saveScreen(page, `journey-8-approved-${viewport}`);

  // /agents: the new agent, verified, with the photo they sent.
  await openPage(page, `/agents?search=${encodeURIComponent(applicant)}`);
  const agents = page.getByRole("region", { name: "Agents" });
  await agents.getByText("1 agent found").waitFor();
  const card = agents.getByRole("listitem");
  expect(await card.getByRole("heading", { name: applicant }).isVisible()).toBe(true);
  expect(await card.getByText("Verified", { exact: true }).isVisible()).toBe(true);
  expect(await card.getByText("Asante Realty").isVisible()).toBe(true);
  expect(await card.locator("img").first().getAttribute("src")).not.toContain("placeholder");
  await saveScreen(page, `journey-8-verified-${viewport}`);

  // Logout ends the admin session on the server: /admin is refused again.
  await openPage(page, "/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await openPage(page, "/admin");
  await page.getByRole("heading", { name: "Access Denied" }).waitFor();
  await saveScreen(page, `journey-8-access-denied-${viewport}`);

  // Still signed in to the account that applied: its dashboard offers Manage Listings.
  await openPage(page, "/");
  // The Dashboard's card (the header's menu has the same link).
  await page.getByRole("main").getByRole("link", { name: "Manage Listings" }).click();
  await page.waitForURL((url) => url.pathname === "/manage-listings");
  await page.getByRole("heading", { level: 1, name: "Manage Listings" }).waitFor();

  // The refusals (the wall's check and the wrong password) log their 401s, and the dashboard
  // passed on the way back from the logo asks for an agent profile the user has not yet (404);
  // nothing else may.
  expect(unexpectedProblems(unexpectedProblems(problems, 401), 404)).toEqual([]);
  await context.close();
}
