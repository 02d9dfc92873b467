import type { BuiltServer } from "../support/built-server.js";
import { aJpeg, anMp4, aPng } from "../support/media.js";
import { saveScreen, VIEWPORTS, type ViewportName, watchConsole } from "./support/browser.js";
import { httpsContext, withBrowserAndServer } from "./support/browser-and-server.js";
import {
  eventually,
  openPage,
  toastWith,
  unexpectedProblems,
  waitForHydration,
} from "./support/page-ready.js";
import { listings, resultsOf, titlesOn } from "./support/property-results.js";
import { adminLogin, signUpIn } from "./support/sign-in.js";

const started = withBrowserAndServer({ logLevel: "info" });
// Read once both are up; the helper also stops them, and keeps neither running if the other failed.
let server: BuiltServer;
beforeAll(() => {
  server = started.server();
});

/** A seeded property with an agent, whose address the inquiry mail goes to. */
async function propertyWithAgent(): Promise<{ id: number; title: string; agentEmail: string }> {
  for (const { id } of await listings(server, "limit=12")) {
    const { html } = await server.get(`/api/properties/${id}`);
    const property = JSON.parse(html) as { title: string; agent: { email: string } | null };
    if (property.agent) return { id, title: property.title, agentEmail: property.agent.email };
  }
  throw new Error("no seeded property has an agent");
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("on a %s", (viewport) => {
  it("journey 3: a signed-in user sends an inquiry, finds it on the dashboard and edits their profile", async () => {
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
    const property = await propertyWithAgent();

    // The inquiry form knows who is asking; the agent is mailed.
    await openPage(page, `/properties/${property.id}`);
    expect(await page.getByLabel("Your name").inputValue()).toBe("Ama Boateng");
    expect(await page.getByLabel("Email address").inputValue()).toBe(
      `ama.boateng.${viewport}@example.com`,
    );
    await page.getByLabel("Phone number (optional)").fill("024 555 0123");
    await page.getByLabel("Message").fill("Is a viewing possible on Saturday morning?");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const sent = toastWith(page, "Inquiry Sent");
    await sent.waitFor();
    expect(await sent.textContent()).toContain(
      "Your inquiry has been sent to the agent. They will contact you soon.",
    );
    await saveScreen(page, `journey-3-inquiry-sent-${viewport}`);
    const mail = { to: property.agentEmail, subject: `New inquiry about ${property.title}` };
    await eventually(async () => expect(server.outbox()).toContainEqual(mail));

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
  });

  it("journey 7: a property is listed with photos and a video, approved by the admin and published", async () => {
    const context = await httpsContext(started, viewport);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const title = `Garden Villa in Ahodwo (${viewport})`;

    await openPage(page, "/list-property");
    await page.getByLabel("Property title").fill(title);
    await page.getByLabel("Price (GH₵)").fill("450000");
    await page.getByLabel("Location").fill("Ahodwo, Kumasi");
    await page.getByLabel("Property type").selectOption("house");
    await page.getByLabel("Bedrooms").fill("4");
    await page.getByLabel("Bathrooms").fill("3");
    await page
      .getByLabel("Description")
      .fill("Four-bedroom family home with a walled garden, borehole and backup generator.");
    await page.getByLabel("Contact name").fill("Yaw Darko");
    await page.getByLabel("Contact email").fill(`yaw.darko.${viewport}@example.com`);

    // Two photos and a video; one photo is taken out again.
    await page.getByLabel("Property images").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: await aPng("#1e8449") },
      { name: "garden.jpg", mimeType: "image/jpeg", buffer: await aJpeg("#d4ac0d") },
    ]);
    await page.getByLabel("Property videos").setInputFiles({
      name: "walkthrough.mp4",
      mimeType: "video/mp4",
      buffer: anMp4(),
    });
    const images = page.getByRole("list", { name: "Selected images" });
    const videos = page.getByRole("list", { name: "Selected videos" });
    expect(await images.getByRole("img").count()).toBe(2);
    expect(await videos.getByRole("listitem").textContent()).toContain("walkthrough.mp4");
    await saveScreen(page, `journey-7-media-${viewport}`);
    await page.getByRole("button", { name: "Remove image garden.jpg" }).click();
    expect(await images.getByRole("img").count()).toBe(1);
    expect(await images.getByRole("img").getAttribute("alt")).toBe("Preview of front.png");

    // Submitted: the toast, and the form and both file lists are empty again.
    await page.getByRole("button", { name: "Submit Property Listing" }).click();
    const submitted = toastWith(page, "Property Submitted Successfully");
    await submitted.waitFor();
    expect(await submitted.textContent()).toContain(
      "Your property listing has been submitted for review. We'll contact you within 24 hours.",
    );
    await images.waitFor({ state: "detached" });
    expect(await videos.count()).toBe(0);
    expect(await page.getByText("0 of 10 selected").isVisible()).toBe(true);
    expect(await page.getByText("0 of 3 selected").isVisible()).toBe(true);
    for (const field of ["Property title", "Price (GH₵)", "Description", "Contact email"]) {
      expect(await page.getByLabel(field).inputValue()).toBe("");
    }
    await saveScreen(page, `journey-7-submitted-${viewport}`);

    // The admin approves the submission, with the one photo and the video it carried.
    await openPage(page, "/admin/login");
    await adminLogin(page);
    await page.getByRole("tab", { name: "Properties" }).click();
    const panel = page.getByRole("tabpanel", { name: "Properties" });
    const submission = panel.getByRole("listitem").filter({ hasText: title });
    await submission.waitFor();
    expect(await submission.textContent()).toContain("1 image · 1 video");
    await saveScreen(page, `journey-7-admin-${viewport}`);
    const approve = submission.getByRole("button", { name: `Approve ${title}` });
    await approve.click();
    await approve.waitFor({ state: "detached" });

    // Published: a search for its title on /properties finds it.
    await openPage(page, "/properties");
    const filters = page.getByRole("form", { name: "Search properties" });
    await filters.getByLabel("Search", { exact: true }).fill(title);
    await filters.getByLabel("Search", { exact: true }).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === title);
    await eventually(async () => expect(await titlesOn(resultsOf(page))).toEqual([title]));
    await saveScreen(page, `journey-7-published-${viewport}`);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("journey 8: a signed-in user applies as an agent, meets every validation message, is approved by the admin, shows as verified and gets Manage Listings", async () => {
    const context = await httpsContext(started, viewport);
    // Signed in, the application is the account's and goes to the admin at once (decision 43).
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
    await page.getByLabel("Full name").fill(applicant);
    await page.getByLabel("Email address").fill(`efua.asante.${viewport}@example.com`);
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
    await page.getByLabel("Profile photo (optional)").setInputFiles({
      name: "efua.png",
      mimeType: "image/png",
      buffer: await aPng("#7d3c98", 128),
    });
    await page.getByRole("button", { name: "Submit Application for Review" }).click();
    const submitted = toastWith(page, "Application Submitted Successfully!");
    await submitted.waitFor();
    expect(await submitted.textContent()).toContain(
      "Your agent registration has been submitted for admin review. You'll receive an email once approved.",
    );
    expect(await page.getByText(/^We sent a link to /).count()).toBe(0);
    // The form is empty again, the photo too.
    await eventually(async () => expect(await page.getByLabel("Full name").inputValue()).toBe(""));
    expect(await page.getByLabel("Languages spoken").inputValue()).toBe("");
    expect(
      await page
        .getByLabel("Profile photo (optional)")
        .evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
    ).toBe(0);
    await saveScreen(page, `journey-8-submitted-${viewport}`);

    // The admin wall: a direct visit is refused; a wrong password too, then the right one.
    await openPage(page, "/admin");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await waitForHydration(page);
    await page.getByLabel("Admin password").fill("not-the-password");
    await page.getByRole("button", { name: "Access Admin Dashboard" }).click();
    const denied = toastWith(page, "Access Denied");
    await denied.waitFor();
    expect(await denied.textContent()).toContain("Invalid admin password");
    await adminLogin(page);

    // The application, photo and all, years read as 0; approved.
    await page.getByRole("tab", { name: "Agent Applications" }).click();
    const panel = page.getByRole("tabpanel", { name: "Agent Applications" });
    const application = panel
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: applicant }) });
    expect(await application.getByRole("img", { name: applicant }).isVisible()).toBe(true);
    expect(await application.textContent()).toMatch(/Experience:\s*0 years/);
    await application.getByRole("button", { name: `Approve ${applicant}` }).click();
    await application
      .getByRole("button", { name: `Approve ${applicant}` })
      .waitFor({ state: "detached" });
    expect(await application.getByText("approved", { exact: true }).isVisible()).toBe(true);
    // The decision is in the audit log at once, newest first, naming this admin session.
    const audit = page.getByRole("region", { name: "Audit log" }).getByRole("listitem").first();
    await audit.filter({ hasText: "Approved agent application" }).waitFor();
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
    await page.getByRole("link", { name: "Manage Listings" }).click();
    await page.waitForURL((url) => url.pathname === "/manage-listings");
    await page.getByRole("heading", { level: 1, name: "Manage Listings" }).waitFor();

    // The refusals (the wall's check and the wrong password) log their 401s; nothing else may.
    expect(unexpectedProblems(problems, 401)).toEqual([]);
    await context.close();
  });
});
