import fs from "node:fs";
import path from "node:path";
import supertest from "supertest";
import type { DataSource } from "typeorm";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { startPhotoWorker } from "../../src/photo-worker.js";
import { ACCRA_ISO6709, aVideo, revealingVideoTags, streamKinds } from "../support/media.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { until } from "../support/until.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Videos stored before they were cleaned on the way in (decision 81) still say where they were
// filmed. Made as that release stored them, then the current code started on the same data
// (issue 32): none is served until the worker has cleaned it where it lies.

const hex = (c: string) => c.repeat(32);
const OLD = {
  filmed: `${hex("a")}.mp4`,
  phone: `${hex("b")}.mov`,
  broken: `${hex("c")}.mp4`,
  gone: `${hex("d")}.mp4`,
};
const url = (name: string) => `/uploads/${name}`;

let database: TestDatabase;
let application: Application | undefined;
const stored = new Map<string, Buffer>();

beforeAll(async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  const uploads = path.join(database.dataDir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  stored.set(
    OLD.filmed,
    aVideo({ metadata: { location: ACCRA_ISO6709, title: "Our house, Dzorwulu" } }),
  );
  stored.set(
    OLD.phone,
    aVideo({
      format: "mov",
      metadata: {
        "com.apple.quicktime.location.ISO6709": ACCRA_ISO6709,
        "com.apple.quicktime.model": "iPhone 13",
      },
    }),
  );
  stored.set(OLD.broken, Buffer.from("not a video at all"));
  for (const [name, content] of stored) fs.writeFileSync(path.join(uploads, name), content);
  await atMigrations(database, migrationsBefore("VideosToClean1765450000000"), submissions);
}, 120_000);

afterAll(async () => {
  await application?.close().catch(() => {});
  await database.dispose();
});

/** Two submissions as the earlier release stored them, one video named twice. */
async function submissions(previous: DataSource): Promise<void> {
  const insert = (videos: string[]) =>
    previous.query(
      `INSERT INTO listing_submissions (title, description, price, listing_type, location,
                                        property_type, contact_name, contact_email, videos)
       VALUES ('Three-bedroom house at Dzorwulu', 'Walled, with a borehole and a boys'' quarters.',
               650000, 'sale', 'Dzorwulu', 'house', 'Yaw Mensah', 'yaw@example.com', $1)`,
      [videos],
    );
  await insert([url(OLD.filmed), url(OLD.broken)]);
  await insert([url(OLD.phone), url(OLD.gone), url(OLD.filmed)]);
}

it("sends no old video until it is cleaned where it lies, then sends it without its place, same URL", async () => {
  const scratch = path.join(database.dataDir, "read-back");
  for (const name of [OLD.filmed, OLD.phone]) {
    // The files do say where they were filmed: otherwise this test could not fail.
    expect(Object.keys(revealingVideoTags(stored.get(name) as Buffer, scratch))).toEqual(
      expect.arrayContaining([expect.stringMatching(/GPS|Location|ISO6709/)]),
    );
  }
  application = await createApplication(
    loadConfig({ NODE_ENV: "test", DATA_DIR: database.dataDir, ...database.env }),
  );
  const http = supertest(createHttpApp(application).callback());
  const { dataSource } = application.database;
  for (const name of Object.values(OLD)) {
    const waiting = await http.get(url(name)).expect(503);
    expect(waiting.headers["retry-after"]).toBe("30");
  }

  const worker = startPhotoWorker(application);
  try {
    await until(
      "every old video is decided",
      async () => (await application?.services.oldVideos.counts())?.waiting === 0,
      60_000,
      200,
    );
  } finally {
    await worker.stop();
  }
  expect(await application.services.oldVideos.counts()).toEqual({
    waiting: 0,
    cleaned: 2,
    missing: 1,
    unreadable: 1,
  });
  for (const name of [OLD.filmed, OLD.phone]) {
    const served = await http.get(url(name)).buffer(true).expect(200);
    expect(revealingVideoTags(served.body, scratch)).toEqual({});
    expect(streamKinds(served.body, scratch)).toEqual(["video", "audio"]);
  }
  // A file ffmpeg cannot read could not be checked: never sent, though it is still there.
  await http.get(url(OLD.broken)).expect(404);
  expect(fs.existsSync(path.join(database.dataDir, "uploads", OLD.broken))).toBe(true);
  await http.get(url(OLD.gone)).expect(404);
  expect(await dataSource.query("SELECT videos FROM listing_submissions ORDER BY id")).toEqual([
    { videos: [url(OLD.filmed), url(OLD.broken)] },
    { videos: [url(OLD.phone), url(OLD.gone), url(OLD.filmed)] },
  ]);
});
