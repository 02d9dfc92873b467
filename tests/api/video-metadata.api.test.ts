import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type supertest from "supertest";
import { LISTING_VIDEO_RULE } from "#modules/listing-submissions/listing-upload-rules.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import {
  ACCRA_ISO6709,
  anMp4,
  aPng,
  aVideo,
  revealingVideoTags,
  streamKinds,
} from "../support/media.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Issue 32, item 4: a video keeps no trace of where it was filmed, read back with exiftool from
// what anyone with the URL is served, before the listing is approved.
let app: TestApp;
let scratch: string;
beforeAll(async () => {
  app = await startTestApp();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "video-tags-"));
});
afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
  await app.close();
});
beforeEach(async () => {
  await app.reset();
  clearUploads(app);
});

function submitListing(on: TestApp, videos: { content: Buffer; name: string }[]): supertest.Test {
  const req = on.client().post("/api/listings");
  for (const [k, v] of Object.entries(AHODWO_LISTING)) req.field(k, v);
  for (const video of videos) req.attach("videos", video.content, video.name);
  return req;
}

const UPLOAD_FOLDERS = ["uploads", "originals", "upload-tmp"];

function clearUploads(on: TestApp): void {
  for (const name of UPLOAD_FOLDERS) {
    fs.rmSync(path.join(on.application.config.dataDir, name), { recursive: true, force: true });
  }
}

/** Every file under DATA_DIR's upload folders, temp files included, at any depth. */
function filesKept(on: TestApp): string[] {
  return UPLOAD_FOLDERS.flatMap((name) => {
    const dir = path.join(on.application.config.dataDir, name);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  });
}

const PHONE_TAGS = {
  location: ACCRA_ISO6709,
  creation_time: "2026-11-28T07:45:00Z",
  title: "Our house, Dzorwulu",
};

describe("an uploaded video is stored without its metadata", () => {
  it.each([
    ["an MP4 with a location atom", "mp4", PHONE_TAGS],
    [
      "a phone's MOV with Apple's location key",
      "mov",
      {
        "com.apple.quicktime.location.ISO6709": ACCRA_ISO6709,
        "com.apple.quicktime.make": "Apple",
        "com.apple.quicktime.model": "iPhone 13",
      },
    ],
    ["a WebM with a location tag", "webm", PHONE_TAGS],
  ])(
    "%s: the served file has no position, maker or title, and still plays",
    async (_what, format, metadata) => {
      const sent = aVideo({ format, metadata });
      const sentTags = revealingVideoTags(sent, path.join(scratch, `sent.${format}`));
      // The test means something only if exiftool finds the position in what was sent.
      expect(Object.keys(sentTags).some((key) => /GPS|Location|ISO6709/i.test(key))).toBe(true);

      const res = await submitListing(app, [{ content: sent, name: `tour.${format}` }]).expect(201);
      const [url] = res.body.videos as string[];
      // Anyone with the URL, before the admin has looked at the listing.
      const served = await app
        .client()
        .get(url as string)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const body = served.body as Buffer;
      expect(body.equals(sent)).toBe(false);
      expect(revealingVideoTags(body, path.join(scratch, `served.${format}`))).toEqual({});
      // The pictures and the sound are the ones sent, copied, not made again.
      expect(streamKinds(body, path.join(scratch, `kinds.${format}`))).toEqual(["video", "audio"]);
      expect(body.length).toBeGreaterThan(sent.length / 2);
      expect(filesKept(app).filter((name) => name.includes("video-"))).toEqual([]);
    },
  );

  it("refuses a file that only starts like an MP4, with the field's message and nothing kept", async () => {
    const fake = Buffer.concat([anMp4().subarray(0, 32), Buffer.alloc(64)]);
    const res = await submitListing(app, [{ content: fake, name: "tour.mp4" }]).expect(400);
    expect(res.body.errors).toEqual({ videos: [LISTING_VIDEO_RULE.messages.wrongType] });
    expect(await app.sql("SELECT id FROM listing_submissions")).toEqual([]);
    expect(filesKept(app)).toEqual([]);
  });
});

describe("without ffmpeg", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ FFMPEG_PATH: path.join(os.tmpdir(), "no-ffmpeg-here") });
  });
  afterAll(() => bare.close());

  it("the app starts, refuses videos with a clear 400 rather than keep their metadata, and takes listings without them", async () => {
    const video = { content: aVideo({ metadata: PHONE_TAGS }), name: "tour.mp4" };
    const res = await submitListing(bare, [video]).expect(400);
    expect(res.body.errors).toEqual({
      videos: ["Videos cannot be accepted at the moment: please send your listing without them"],
    });
    expect(await bare.sql("SELECT id FROM listing_submissions")).toEqual([]);
    expect(filesKept(bare)).toEqual([]);

    const withPhoto = bare.client().post("/api/listings");
    for (const [k, v] of Object.entries(AHODWO_LISTING)) withPhoto.field(k, v);
    withPhoto.attach("images", await aPng(), "front.png");
    await withPhoto.expect(201);
  });
});

function binary(res: supertest.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
}
