import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { aJpeg, anMp4, aPhonePhoto, aPng, exifTags } from "../support/media.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { anApplication, submitApplication } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.reset();
  for (const dir of [uploadsDir(), tempDir(), originalsDir()]) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const uploadsDir = () => path.join(app.application.config.dataDir, "uploads");
const originalsDir = () => path.join(app.application.config.dataDir, "originals");
/** What the server's photo worker does after each upload (decision 50), run here to the end. */
const makeSizes = () => app.application.services.photos.processWaiting();
const tempDir = () => path.join(app.application.config.dataDir, "upload-tmp");
const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

const listingFields = AHODWO_LISTING;

type Part = { content: Buffer; name: string; type?: string };

function submitListing(client: supertest.Agent, images: Part[] = [], videos: Part[] = []) {
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries(listingFields)) req = req.field(k, v);
  for (const f of images)
    req = req.attach("images", f.content, {
      filename: f.name,
      contentType: f.type ?? "image/jpeg",
    });
  for (const f of videos)
    req = req.attach("videos", f.content, { filename: f.name, contentType: "video/mp4" });
  return req;
}

/** Nothing of a refused form is left: no row, no stored file, no temp file. */
async function expectNothingKept() {
  expect(await app.sql("SELECT id FROM listing_submissions")).toHaveLength(0);
  expect(await app.sql("SELECT id FROM agent_registrations")).toHaveLength(0);
  expect(await app.sql("SELECT id FROM image_hashes")).toHaveLength(0);
  expect(await app.sql("SELECT key FROM photos")).toHaveLength(0);
  expect(filesIn(uploadsDir())).toEqual([]);
  expect(filesIn(originalsDir())).toEqual([]);
  expect(filesIn(tempDir())).toEqual([]);
}

const HTML = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);
/** Sniffed as a GIF by its magic bytes, yet the rest is a page: a browser sniffing it would run it. */
const GIF_POLYGLOT = Buffer.from("GIF89a/*<html><script>alert(1)</script></html>*/");
/** A JPEG's start followed by HTML. */
const JPEG_POLYGLOT = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]);

describe("uploads are checked by their bytes, and a refusal keeps nothing", () => {
  it.each([
    ["HTML named .jpg", HTML, "photo.jpg"],
    ["SVG named .png", SVG, "photo.png"],
    ["PDF named .jpg", PDF, "scan.jpg"],
    ["a GIF/HTML polyglot", GIF_POLYGLOT, "funny.gif"],
    ["a JPEG/HTML polyglot", JPEG_POLYGLOT, "photo.jpg"],
  ])(
    "refuses %s as a listing image with 400 and the field message",
    async (_what, content, name) => {
      const res = await submitListing(app.client(), [
        { content: await aPng(), name: "ok.png" },
        { content, name },
      ]).expect(400);
      expect(res.body.errors).toEqual({
        images: ["Images must be image files (JPG, PNG, WebP, GIF or AVIF)"],
      });
      await expectNothingKept();
    },
  );

  it.each([
    ["HTML named .png", HTML, "me.png"],
    ["SVG named .png", SVG, "me.png"],
    ["a JPEG/HTML polyglot", JPEG_POLYGLOT, "me.jpg"],
  ])("refuses %s as a profile photo with 400", async (_what, content, name) => {
    const res = await submitApplication(app.client(), anApplication(), { content, name }).expect(
      400,
    );
    expect(res.body.errors).toEqual({ profileImage: ["Profile photo must be a JPG or PNG image"] });
    await expectNothingKept();
  });

  it("reads a PNG named .jpg as the PNG it is, and serves only the WebP the pipeline made of it", async () => {
    const png = await aPng();
    const res = await submitApplication(app.client(), anApplication(), {
      content: png,
      name: "me.jpg",
      contentType: "image/jpeg",
    }).expect(201);
    // 64 px wide: one size, the picture at its own width.
    expect(res.body.profileImage).toMatch(/^\/uploads\/[a-f0-9]{32}-320\.webp$/);
    expect(filesIn(originalsDir())).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.png$/)]);
    await makeSizes();
    const served = await app.client().get(res.body.profileImage).expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(filesIn(tempDir())).toEqual([]);
    expect(filesIn(originalsDir())).toEqual([]);
  });

  it("never lets the sender's file name reach the disk: ../../etc/passwd is stored under a random name", async () => {
    const outside = path.resolve(app.application.config.dataDir, "..", "..", "etc", "passwd");
    const existedBefore = fs.existsSync(outside);
    const res = await submitListing(app.client(), [
      { content: await aJpeg(), name: "../../etc/passwd" },
      { content: await aPng("#123456"), name: "..\\..\\windows\\win.ini" },
    ]).expect(201);
    expect(res.body.images).toEqual([
      expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-320\.webp$/),
      expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-320\.webp$/),
    ]);
    await makeSizes();
    expect(filesIn(uploadsDir()).sort()).toEqual(
      (res.body.images as string[]).map((u) => u.slice("/uploads/".length)).sort(),
    );
    expect(fs.existsSync(outside)).toBe(existedBefore);
    expect(filesIn(tempDir())).toEqual([]);
    const bad = await submitListing(app.client(), [{ content: HTML, name: "../../../index.html" }]);
    expect(bad.status).toBe(400);
    expect(filesIn(uploadsDir())).toHaveLength(2);
    expect(filesIn(originalsDir())).toEqual([]);
  });

  it("refuses too many files (11 images) and keeps nothing, temp files included", async () => {
    const png = await aPng();
    const images = Array.from({ length: 11 }, (_, i) => ({ content: png, name: `p${i}.png` }));
    const res = await submitListing(app.client(), images);
    expect([400, 413]).toContain(res.status);
    expect(res.body.errors.images).toEqual(["At most 10 images can be uploaded"]);
    await expectNothingKept();
  });

  it("refuses an oversized image with 413 while streaming, and keeps nothing", async () => {
    const big = Buffer.concat([await aPng(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await submitListing(app.client(), [{ content: big, name: "huge.png" }]);
    expect(res.status).toBe(413);
    expect(res.body.errors.images).toEqual(["Each image must be 10MB or smaller"]);
    await expectNothingKept();
  });

  it("refuses an oversized profile photo with 413, and keeps nothing", async () => {
    const big = Buffer.concat([await aPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await submitApplication(app.client(), anApplication(), {
      content: big,
      name: "me.png",
    });
    expect(res.status).toBe(413);
    await expectNothingKept();
  });
});

describe("GET /uploads", () => {
  it("serves a photo's size as WebP, nosniff, a sandboxing CSP, inline, kept a year", async () => {
    const res = await submitListing(
      app.client(),
      [{ content: await aPng(), name: "a.png" }],
      [{ content: anMp4(), name: "tour.mp4" }],
    ).expect(201);
    await makeSizes();
    const image = await app.client().get(res.body.images[0]).expect(200);
    expect(image.headers).toMatchObject({
      "cache-control": "public, max-age=31536000, immutable",
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
    });
    const video = await app.client().get(res.body.videos[0]).expect(200);
    expect(video.headers).toMatchObject({
      "content-type": "video/mp4",
      "x-content-type-options": "nosniff",
      "content-disposition": "attachment",
    });
  });

  it("serves only names the store makes: no HTML, SVG, traversal or unknown name", async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    const hex = "0123456789abcdef0123456789abcdef";
    fs.writeFileSync(path.join(uploadsDir(), `${hex}.html`), HTML);
    fs.writeFileSync(path.join(uploadsDir(), `${hex}.svg`), SVG);
    fs.writeFileSync(path.join(uploadsDir(), "notes.png"), await aPng());
    for (const name of [`${hex}.jpg`, `${hex}.webp`, `${hex}-800.webp`]) {
      fs.writeFileSync(path.join(uploadsDir(), name), await aJpeg());
    }
    fs.mkdirSync(originalsDir(), { recursive: true });
    fs.writeFileSync(path.join(originalsDir(), `${hex}.jpg`), await aJpeg());
    for (const url of [
      `/uploads/${hex}.html`,
      `/uploads/${hex}.svg`,
      "/uploads/notes.png",
      `/uploads/${hex}.png`,
      // A picture under any name but a pipeline size: an original or an older upload.
      `/uploads/${hex}.jpg`,
      `/uploads/${hex}.webp`,
      `/uploads/${hex}-800.webp`,
      `/originals/${hex}.jpg`,
      "/uploads/../config.json",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/",
    ]) {
      const res = await app.client().get(url);
      // An encoded traversal is already refused (403) by the static files in front of /uploads.
      expect([url, res.status === 403 && url.includes("%2e") ? 404 : res.status]).toEqual([
        url,
        404,
      ]);
      expect(res.headers["content-type"] ?? "").not.toMatch(/html|svg/);
    }
  });
});

describe("an owner's phone photo (issue 17)", () => {
  it("is never served as sent: a placeholder until its sizes exist, then WebP sizes without GPS, maker or rotation tag", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "phone-"));
    try {
      // Smaller than a real one (the pipeline's own tests take the 4000×3000): the same tags.
      const phone = await aPhonePhoto(path.join(dir, "IMG_2041.jpg"), [2000, 1500]);
      const res = await submitListing(app.client(), [
        { content: phone, name: "IMG_2041.jpg" },
      ]).expect(201);
      const [url] = res.body.images as string[];
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}-1600\.webp$/);
      const stem = (url as string).replace(/-1600\.webp$/, "");
      // Before the worker has made them: the photo's colour, never cached.
      const waiting = await app.client().get(`${stem}-640.webp`).expect(200);
      expect(waiting.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "no-store",
      });
      expect(waiting.body.length).toBeLessThan(200);

      await makeSizes();
      for (const width of [320, 640, 1024, 1600]) {
        const size = await app.client().get(`${stem}-${width}.webp`).expect(200);
        const tags = exifTags(size.body, path.join(dir, `${width}.webp`));
        const { width: w, height: h } = await sharp(size.body).metadata();
        // Upright (EXIF turned it), never enlarged: the 1600 size is the photo's own 1500 px.
        const shown = Math.min(width, 1500);
        expect([w, h]).toEqual([shown, Math.round((shown * 4) / 3)]);
        expect(
          Object.keys(tags).filter((k) =>
            /^(EXIF|XMP|IPTC|ICC_Profile|MakerNotes):|GPS|Make|Model|Orientation/.test(k),
          ),
        ).toEqual([]);
      }
      // The original is gone from the disk once its sizes exist; nothing answers for it.
      expect(filesIn(originalsDir())).toEqual([]);
      const key = stem.slice("/uploads/".length);
      for (const guess of [
        `/uploads/${key}.jpg`,
        `/uploads/${key}.webp`,
        `/originals/${key}.jpg`,
      ]) {
        await app.client().get(guess).expect(404);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
