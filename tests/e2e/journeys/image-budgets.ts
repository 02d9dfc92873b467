import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { IMAGE_BUDGETS } from "../../../bench/image-budgets.js";
import { type ImageWeight, measureImages } from "../../../bench/image-weight.js";
import { createPhoneListing } from "../../../bench/phone-listing.js";
import { aPhonePhoto, exifTags } from "../../support/media.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

interface Listing {
  id: number;
  title: string;
  images: string[];
}

const KB = 1024;

/** One first visit at 360 px and DPR 2, in a context of its own: nothing is cached yet. */
async function firstVisit(
  env: JourneyEnv,
  pathname: string,
  then: (page: Page, weight: ImageWeight) => Promise<void> = async () => {},
): Promise<ImageWeight> {
  let weight: ImageWeight | undefined;
  await inFreshPage(
    env,
    async (page) => {
      weight = await measureImages(page, `${env.server.baseUrl}${pathname}`);
      await then(page, weight);
    },
    { deviceScaleFactor: 2 },
  );
  if (!weight) throw new Error(`${pathname} was not measured`);
  return weight;
}

/** /properties: within its total, and every card's photo within a card's budget. */
function expectCardsWithinBudget(weight: ImageWeight): void {
  expect(weight.images.length).toBeGreaterThan(0);
  expect(weight.totalBytes).toBeLessThanOrEqual(IMAGE_BUDGETS.propertiesPageBytes);
  const heavy = weight.images.filter((i) => i.bytes > IMAGE_BUDGETS.cardImageBytes);
  expect(heavy).toEqual([]);
}

/** The property page's main photo (named by the title, as journey 14 finds it) within budget. */
async function expectMainWithinBudget(page: Page, weight: ImageWeight, title: string) {
  const main = page.getByRole("img", { name: title, exact: true });
  const src = await main.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = weight.images.find((i) => i.url === src);
  expect([src, (served?.bytes ?? Infinity) <= IMAGE_BUDGETS.mainImageBytes]).toEqual([src, true]);
  return src;
}

/**
 * Journey 16 (issue 17, a 360-px phone at DPR 2): the seeded /properties and a property page
 * within the image budgets; then a listing an owner made from 4000×3000 phone photos with GPS,
 * approved: its card and its page keep the same budgets, and no photo served carries the GPS.
 */
export async function imageBudgetsJourney(env: JourneyEnv): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "journey-16-"));
  try {
    // Drawn while the seeded pages are measured: two of them are a few seconds of CPU.
    const photos = Promise.all(
      ["IMG_2041.jpg", "IMG_2042.jpg"].map((name) => aPhonePhoto(path.join(dir, name))),
    );
    expectCardsWithinBudget(await firstVisit(env, "/properties"));
    const [seeded] = JSON.parse(
      (await env.server.get("/api/properties?limit=1")).html,
    ) as Listing[];
    await firstVisit(env, `/properties/${seeded.id}`, (page, weight) =>
      expectMainWithinBudget(page, weight, seeded.title).then(() => undefined),
    );

    const sent = await photos;
    expect(sent.every((photo) => photo.length > 4 * KB * KB)).toBe(true);
    const title = "Bungalow at Tanoso from a phone";
    const id = await createPhoneListing(env.server.baseUrl, "ssr-test-admin-password", sent, title);
    const listing = JSON.parse((await env.server.get(`/api/properties/${id}`)).html) as Listing;
    const stem = listing.images[0].replace(/-\d+\.webp$/, "");

    // The newest listing is the first card: its photo is among those counted, within budget.
    const list = await firstVisit(env, "/properties");
    expectCardsWithinBudget(list);
    expect(list.images.some((i) => new URL(i.url).pathname.startsWith(`${stem}-`))).toBe(true);

    let mainSrc = "";
    const own = await firstVisit(env, `/properties/${id}`, async (page, weight) => {
      mainSrc = await expectMainWithinBudget(page, weight, title);
    });
    expect(new URL(mainSrc).pathname).toMatch(new RegExp(`^${stem}-\\d+\\.webp$`));
    // What the browser was sent, read back by exiftool: no position, camera or rotation tag.
    const uploads = own.images.filter((i) => new URL(i.url).pathname.startsWith("/uploads/"));
    expect(uploads.length).toBeGreaterThan(0);
    for (const [n, image] of uploads.entries()) {
      const body = Buffer.from(await (await fetch(image.url)).arrayBuffer());
      expect(body.length).toBe(image.bytes);
      const tags = Object.keys(exifTags(body, path.join(dir, `served-${n}.webp`)));
      expect(tags.filter((tag) => /GPS|Make|Model|Orientation|^EXIF:|^XMP:/.test(tag))).toEqual([]);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
