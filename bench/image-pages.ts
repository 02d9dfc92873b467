import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { judgeImages, type PageKind } from "./image-budgets.js";
import type { PageImages } from "./image-report.js";
import { measureOnPhone, SIMULATED_3G_TEXT } from "./image-weight.js";
import { createPhoneListing } from "./phone-listing.js";
import { aPhonePhoto } from "./phone-photo.js";

export interface ImagePagesOptions {
  baseUrl: string;
  adminPassword: string;
  /** A property of the seed, with the seed's own photos. */
  seededId: number;
  /** The phone listing's photos, each 4000×3000 as a phone camera takes them. */
  phonePhotos?: number;
  /** Also time each page's first visit on simulated 3G. */
  on3g?: boolean;
  say?: (text: string) => void;
}

export interface ImagePagesResult {
  viewport: string;
  network3g?: string;
  phoneListing: { id: number; photos: number; photoBytes: number; size: string };
  pages: PageImages[];
}

/**
 * Issue 17's image bytes per page: /, /properties, a seeded property page, and the page of a
 * listing an owner made from phone photos (made first, so /properties shows its card too).
 */
export async function measureImagePages({
  baseUrl,
  adminPassword,
  seededId,
  phonePhotos = 6,
  on3g = false,
  say = () => {},
}: ImagePagesOptions): Promise<ImagePagesResult> {
  say(`images: drawing ${phonePhotos} phone photos (4000×3000 JPEG with GPS) and listing them…`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-phone-photos-"));
  let photos: Buffer[];
  try {
    photos = [];
    for (let i = 0; i < phonePhotos; i++) {
      photos.push(await aPhonePhoto(path.join(dir, `IMG_${2041 + i}.jpg`)));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const phoneId = await createPhoneListing(baseUrl, adminPassword, photos);
  const pages: Array<{ name: string; path: string; kind: PageKind }> = [
    { name: "/", path: "/", kind: "other" },
    { name: "/properties", path: "/properties", kind: "cards" },
    { name: "/properties/{id} (seeded)", path: `/properties/${seededId}`, kind: "property" },
    {
      name: `/properties/{id} (${phonePhotos} phone photos)`,
      path: `/properties/${phoneId}`,
      kind: "property",
    },
  ];
  // A server in service has rendered each page before: a first render would be timed otherwise.
  for (const page of pages) await (await fetch(`${baseUrl}${page.path}`)).text();

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
  });
  const measured: PageImages[] = [];
  try {
    for (const page of pages) {
      const weight = await measureOnPhone(browser, `${baseUrl}${page.path}`);
      const result: PageImages = { ...page, weight, verdict: judgeImages(page.kind, weight) };
      if (on3g) {
        say(`images: ${page.path} on simulated 3G…`);
        const slow = await measureOnPhone(browser, `${baseUrl}${page.path}`, "3g");
        const { loadMs, imagesDoneMs, totalBytes } = slow;
        result.on3g = { loadMs, imagesDoneMs, totalBytes };
      }
      measured.push(result);
    }
  } finally {
    await browser.close();
  }
  return {
    viewport: "360×740 CSS px at device pixel ratio 2 (a phone), first visit, no scrolling",
    ...(on3g ? { network3g: SIMULATED_3G_TEXT } : {}),
    phoneListing: {
      id: phoneId,
      photos: phonePhotos,
      photoBytes: photos.reduce((sum, p) => sum + p.length, 0),
      size: "4000×3000",
    },
    pages: measured,
  };
}
