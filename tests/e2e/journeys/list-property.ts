// Journey 7 of the browser suite: a property is listed with photos and a video, approved by the
// admin and published.
import { aJpeg, anMp4, aPng } from "../../support/media.js";
import { saveScreen, watchConsole } from "../support/browser.js";
import { httpsContext } from "../support/browser-and-server.js";
import { eventually, openPage, toastWith } from "../support/page-ready.js";
import { resultsOf, titlesOn } from "../support/property-results.js";
import { adminLogin } from "../support/sign-in.js";
import { type JourneyEnv, startedOf } from "./journey.js";

/** Journey 7: listed with media, approved by the admin, found on /properties. */
export async function listPropertyJourney(env: JourneyEnv): Promise<void> {
  const { viewport } = env;
  const started = startedOf(env);
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
}
