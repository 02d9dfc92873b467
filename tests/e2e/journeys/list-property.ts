// Journey 7 of the browser suite: a property is listed with photos and a video (its progress by the
// button, then the submitted page and Manage Listings), approved by the admin and published. Journey 7b: on a phone, a camera's 4 MB photo goes up as a few hundred KB
// and a text file renamed .jpg is refused before anything is sent (issue 17 item 3).
import type { Request } from "playwright-core";
import sharp from "sharp";
import { LISTING_IMAGE_RULE } from "#modules/listing-submissions/listing-upload-rules.js";
import { aJpeg, anMp4, aPng } from "../../support/media.js";
import { newContext, saveScreen, watchConsole } from "../support/browser.js";
import { httpsContext } from "../support/browser-and-server.js";
import { eventually, openPage, toastWith } from "../support/page-ready.js";
import { applyFilters, resultsOf, titlesOn } from "../support/property-results.js";
import { adminLogin, signUpIn } from "../support/sign-in.js";
import { type JourneyEnv, startedOf } from "./journey.js";
import { fillListing } from "./listing-form.js";

/** Journey 7: listed with media, approved by the admin, found on /properties. */
export async function listPropertyJourney(env: JourneyEnv): Promise<void> {
  const { viewport } = env;
  const started = startedOf(env);
  const context = await httpsContext(started, viewport);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const title = `Garden Villa in Ahodwo (${viewport})`;
  // Signed in, the listing waits in the submitter's Manage Listings (issue 33).
  await signUpIn(context, {
    email: `yaw.account.${viewport}@example.com`,
    firstName: "Yaw",
    lastName: "Darko",
  });

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
  // Each file's bytes are checked (and big photos made smaller) before it joins its list.
  await images.getByRole("img").nth(1).waitFor();
  await videos.getByRole("listitem").waitFor();
  expect(await images.getByRole("img").count()).toBe(2);
  expect(await videos.getByRole("listitem").textContent()).toContain("walkthrough.mp4");
  await saveScreen(page, `journey-7-media-${viewport}`);
  await page.getByRole("button", { name: "Remove image garden.jpg" }).click();
  expect(await images.getByRole("img").count()).toBe(1);
  expect(await images.getByRole("img").getAttribute("alt")).toBe("Preview of front.png");

  // Issue 33: while it is sent, each file's progress sits with the button, on the screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/listings", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Property Listing" }).click();
  const submitting = page.getByRole("button", { name: "Submitting..." });
  const progress = page.getByRole("region", { name: "Upload progress" });
  await progress.getByRole("progressbar", { name: "Uploading front.png" }).waitFor();
  await progress.getByRole("progressbar", { name: "Uploading walkthrough.mp4" }).waitFor();
  const screen = page.viewportSize();
  for (const shown of [progress, submitting]) {
    const box = await shown.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= (screen?.height ?? 0)).toBe(true);
  }
  await saveScreen(page, `journey-7-sending-${viewport}`, { scrollToTop: false });
  release();

  // Submitted: the spec's toast, and a page that lasts, with the way to Manage Listings.
  await page.waitForURL((url) => url.pathname === "/list-property/submitted");
  await toastWith(
    page,
    "Property Submitted Successfully",
    "Your property listing has been submitted for review. We'll contact you within 24 hours.",
  ).waitFor();
  await page.unroute("**/api/listings");
  await page.reload();
  await page.getByRole("heading", { name: "Submitted — awaiting review" }).waitFor();
  await saveScreen(page, `submitted-after-${viewport}`);
  await page.getByRole("main").getByRole("link", { name: "Manage Listings" }).click();
  await page.waitForURL((url) => url.pathname === "/manage-listings");
  await page
    .getByRole("list", { name: "Your listings awaiting review" })
    .getByText(title)
    .waitFor();

  // The draft went with the listing: the form is empty again, the files too.
  await openPage(page, "/list-property");
  expect(await page.getByText("0 of 10 selected").isVisible()).toBe(true);
  expect(await page.getByText("0 of 3 selected").isVisible()).toBe(true);
  for (const field of ["Property title", "Price (GH₵)", "Description"]) {
    expect(await page.getByLabel(field).inputValue()).toBe("");
  }

  // The admin approves the submission, with the one photo and the video it carried.
  await openPage(page, "/admin/login");
  await adminLogin(page);
  await page.getByRole("tab", { name: "Properties" }).click();
  const panel = page.getByRole("tabpanel", { name: "Properties" });
  const submission = panel.getByRole("listitem").filter({ hasText: title });
  await submission.waitFor();
  expect(await submission.textContent()).toContain("1 image · 1 video");
  await saveScreen(page, `journey-7-admin-${viewport}`);
  // Issue 18: Approve asks first, then says it is done.
  const approve = submission.getByRole("button", { name: `Approve ${title}` });
  await approve.click();
  await page
    .getByRole("dialog", { name: `Approve ${title}?` })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  await toastWith(page, "Listing approved").waitFor();
  await approve.waitFor({ state: "detached" });

  // Published: a search for its title on /properties finds it.
  await openPage(page, "/properties");
  await applyFilters(page, viewport, [
    { label: "Search", param: "search", value: title, kind: "fill" },
  ]);
  await eventually(async () => expect(await titlesOn(resultsOf(page))).toEqual([title]));
  await saveScreen(page, `journey-7-published-${viewport}`);

  expect(problems).toEqual([]);
  await context.close();
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * A phone camera's photo: 4000 × 3000, a drawn house under gaussian grain (sensor noise is what
 * makes real photos heavy), JPEG at quality 92: about 4.2 MB.
 */
async function aPhonePhoto(): Promise<Buffer> {
  const size = { width: 4000, height: 3000, channels: 3 as const };
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <rect width="4000" height="3000" fill="#9fc5e8"/><rect y="1860" width="4000" height="1140" fill="#6aa84f"/>
    <rect x="900" y="1100" width="2200" height="1000" fill="#f6e3c5"/>
    <polygon points="800,1120 2000,500 3200,1120" fill="#a61c00"/>
    <rect x="1850" y="1600" width="300" height="500" fill="#5b3a1e"/>
    <circle cx="3500" cy="500" r="220" fill="#ffd966"/></svg>`;
  const grain = await sharp({
    create: { ...size, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 36 } },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .removeAlpha()
    .composite([{ input: grain, raw: size, blend: "soft-light" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Journey 7b, at 360 px: the form checks files at once and sends photos made small. */
export async function phonePhotoJourney(env: JourneyEnv): Promise<void> {
  const context = await httpsContext(startedOf(env), env.viewport);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  await openPage(page, "/list-property");
  const images = page.getByLabel("Property images");

  // A text file renamed .jpg: the rule's message beside the field, no thumbnail, nothing sent.
  await images.setInputFiles({
    name: "house.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("Tenancy agreement, page 1 of 3"),
  });
  const refused = page
    .getByRole("alert")
    .filter({ hasText: LISTING_IMAGE_RULE.messages.wrongType });
  await refused.waitFor();
  expect(await images.getAttribute("aria-describedby")).toContain(
    (await refused.getAttribute("id")) ?? "no id",
  );
  expect(await page.getByRole("list", { name: "Selected images" }).count()).toBe(0);
  expect(posts.map((request) => request.url())).toEqual([]);

  // A camera's photo is made smaller on the phone before it is sent.
  const photo = await aPhonePhoto();
  expect(photo.length).toBeGreaterThan(4 * MB);
  await images.setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByAltText("Preview of IMG_2041.jpg").waitFor({ timeout: 30_000 });
  expect(await refused.count()).toBe(0);
  expect(await page.getByText(/^\d+ KB \(from 4\.\d MB\)$/).count()).toBe(1);
  await fillListing(page, "Bungalow at Tanoso (phone photo)");
  await saveScreen(page, "journey-7b-photo-made-smaller-phone");

  const sent = page.waitForEvent(
    "requestfinished",
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/listings",
  );
  await page.getByRole("button", { name: "Submit Property Listing" }).click();
  // The body's length as the browser declared and sent it (the request's own size report counts
  // no body that came from a Blob): the text fields and the one photo.
  const bodyBytes = Number((await (await sent).allHeaders())["content-length"]);
  expect(bodyBytes).toBeGreaterThan(50 * KB);
  expect(bodyBytes).toBeLessThan(600 * KB);
  await toastWith(page, "Property Submitted Successfully").waitFor();

  expect(problems).toEqual([]);
  await context.close();
  await plainPostWithoutScripts(env);
}

/** Without JavaScript the form is a plain multipart post to the same address and fields. */
async function plainPostWithoutScripts(env: JourneyEnv): Promise<void> {
  const context = await newContext(env.browser, env.server.baseUrl, env.viewport, {
    extraHTTPHeaders: { "x-forwarded-proto": "https" },
    javaScriptEnabled: false,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await page.goto("/list-property");
  await fillListing(page, "Bungalow at Tanoso (sent without scripts)");
  await page.getByLabel("Property images").setInputFiles({
    name: "porch.png",
    mimeType: "image/png",
    buffer: await aPng("#b45f06"),
  });
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/listings",
  );
  await page.getByRole("button", { name: "Submit Property Listing" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["content-type"]).toMatch(/^multipart\/form-data/);
  await context.close();
}
