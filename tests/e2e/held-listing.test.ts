// Issue 5, duplicate photos, in a real browser on a phone: a visitor lists a house with a
// re-compressed copy of a published listing's photo; the admin finds it held beside the seeded
// held submission, with both photos side by side, and approves it.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { PHONE_ONLY, saveScreen, watchConsole } from "./support/browser.js";
import { httpsContext, withBrowserAndServer } from "./support/browser-and-server.js";
import { eventually, openPage, toastWith } from "./support/page-ready.js";
import { adminLogin } from "./support/sign-in.js";

/** Seeded property 1's first photo (Kwame Asante's East Legon house). */
const PUBLISHED_PHOTO = "/images/seed/properties/p-1-1-1600.webp";

const started = withBrowserAndServer();

/** True once the browser has loaded and decoded the picture. */
const loaded = (img: ReturnType<Page["locator"]>) =>
  img.evaluate(
    (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
  );

describe.each(PHONE_ONLY)("on a %s", (viewport) => {
  it("the duplicate-photo journey: a listing with a copied photo is held, shown to the admin beside the original, and approved", async () => {
    const context = await httpsContext(started, viewport);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const title = `House at East Legon, photo copied (${viewport})`;
    const original = fs.readFileSync(path.resolve("public", `.${PUBLISHED_PHOTO}`));
    const copy = await sharp(original).resize(400).jpeg({ quality: 45 }).toBuffer();

    await openPage(page, "/list-property");
    await page.getByLabel("Property title").fill(title);
    await page.getByLabel("Price (GH₵)").fill("2400000");
    await page.getByLabel("Location").fill("East Legon, Accra");
    await page.getByLabel("Property type").selectOption("house");
    await page
      .getByLabel("Description")
      .fill("Four bedrooms, a pool and a walled garden near the mall.");
    await page.getByLabel("Contact name").fill("Kobby Mensah");
    await page.getByLabel("Contact email").fill(`kobby.${viewport}@example.com`);
    await page.getByLabel("Property images").setInputFiles({
      name: "front.jpg",
      mimeType: "image/jpeg",
      buffer: copy,
    });
    await page.getByRole("button", { name: "Submit Property Listing" }).click();
    // The submitter sees the usual success: the hold is the admin's business.
    await toastWith(page, "Property Submitted Successfully").waitFor();

    await openPage(page, "/admin/login");
    await adminLogin(page);
    await page.getByRole("tab", { name: "Properties" }).click();
    const panel = page.getByRole("tabpanel", { name: "Properties" });
    const seeded = panel
      .getByRole("listitem")
      .filter({ hasText: "Plot for Sale at East Legon Hills, Accra" });
    expect(await seeded.getByText("Held: photo matches another agent's listing").count()).toBe(1);

    const submission = panel.getByRole("listitem").filter({ hasText: title }).first();
    const held = submission.getByRole("region", { name: "Photo matches" });
    await held.waitFor();
    // On the second size, the first size's approved copy is a second match: "other listings".
    expect(
      await held
        .getByText(/^Held: photo matches (another agent's listing|other listings)$/)
        .count(),
    ).toBe(1);
    const kwames = held.getByRole("listitem").filter({ hasText: "Kwame Asante" });
    const [submitted, listed] = await kwames.getByRole("img").all();
    // A thumbnail: the published photo's smallest size.
    expect(await listed.getAttribute("src")).toBe(PUBLISHED_PHOTO.replace("-1600.", "-320."));
    // Lazy pictures: brought into view, then given the time a slow phone would have to load them.
    for (const img of [submitted, listed]) {
      await img.scrollIntoViewIfNeeded();
      await eventually(async () => expect(await loaded(img)).toBe(true));
    }
    expect(await kwames.getByRole("link").first().getAttribute("href")).toBe("/properties/1");
    expect(await kwames.textContent()).toMatch(
      /The same photo|A near-identical photo|A similar photo/,
    );
    await saveScreen(page, `duplicate-photo-held-${viewport}`);

    // Issue 18: approving asks first, then says it is done.
    const approve = submission.getByRole("button", { name: `Approve ${title}` });
    await approve.click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
    await approve.waitFor({ state: "detached" });
    await page.getByText("Listing approved", { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
