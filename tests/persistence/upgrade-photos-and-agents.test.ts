import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import supertest from "supertest";
import type { DataSource } from "typeorm";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { type Application, createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { startPhotoWorker } from "../../src/photo-worker.js";
import { operatorActor } from "../../src/shared/actor.js";
import { claimLinksAfterUpgrade } from "../../src/upgrade-follow-up.js";
import { aJpeg, aPhonePhoto, aPng, exifTags } from "../support/media.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { until } from "../support/until.js";
import { atPreviousRelease } from "./previous-release.js";

// Data made by the previous release (87cb5c7: uploads stored as sent, `/uploads/<key>.<ext>`;
// agents not yet linked to accounts), then the current code started on it (issue 31, decision 73).

const hex = (c: string) => c.repeat(32);
const OLD = {
  listing: `${hex("a")}.jpg`,
  phone: `${hex("b")}.jpg`,
  submission: `${hex("c")}.png`,
  agent: `${hex("d")}.jpg`,
  hostel: `${hex("e")}.jpg`,
  blog: `${hex("f")}.png`,
  broken: `${hex("1")}.jpg`,
  gone: `${hex("2")}.jpg`,
};
const url = (name: string) => `/uploads/${name}`;

let database: TestDatabase;
let ids: Awaited<ReturnType<typeof oldRows>>;
const originalBytes = new Map<string, Buffer>();
const started: Application[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ template: "previous" });
  const uploads = path.join(database.dataDir, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  const files: Record<string, Buffer> = {
    [OLD.listing]: await aJpeg("#2e86c1", 700),
    [OLD.phone]: await aPhonePhoto(path.join(database.dataDir, "phone.jpg"), [1200, 900]),
    [OLD.submission]: await aPng("#c0392b", 300),
    [OLD.agent]: await aJpeg("#27ae60", 200),
    [OLD.hostel]: await aJpeg("#8e44ad", 1100),
    [OLD.blog]: await aPng("#f39c12", 500),
    [OLD.broken]: Buffer.from("not a picture at all"),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(uploads, name), content);
    originalBytes.set(name, content);
  }
  ids = await atPreviousRelease(database, oldRows);
}, 120_000);

afterAll(async () => {
  for (const application of started) await application.close().catch(() => {});
  await database.dispose();
});

async function start(): Promise<Application> {
  const application = await createApplication(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: database.dataDir,
      ...database.env,
      ADMIN_PASSWORD: "upgrade-test-admin-password",
    }),
  );
  started.push(application);
  return application;
}

it("moves every old photo into the pipeline, rewrites its rows, redirects its old URL, and mails the unlinked agent a claim link once", async () => {
  const application = await start();
  const { dataSource } = application.database;
  await claimLinksAfterUpgrade(application);
  const worker = startPhotoWorker(application);
  try {
    await until(
      "every old upload is decided and every photo has its sizes",
      async () => {
        const [row] = await dataSource.query(
          `SELECT (SELECT count(*)::int FROM old_uploads WHERE status = 'waiting') AS old,
                  (SELECT count(*)::int FROM photos WHERE status = 'waiting') AS photos`,
        );
        return row.old === 0 && row.photos === 0;
      },
      90_000,
      200,
    );
  } finally {
    await worker.stop();
  }

  const moved = await newUrls(dataSource);
  expect(Object.keys(moved).sort()).toEqual(
    [OLD.listing, OLD.phone, OLD.submission, OLD.agent, OLD.hostel, OLD.blog].sort(),
  );
  expect(await application.services.oldUploads.counts()).toEqual({
    waiting: 0,
    adopted: 6,
    missing: 1,
    unreadable: 1,
  });
  const one = async (query: string, id: number) => (await dataSource.query(query, [id]))[0];
  expect(await one("SELECT images FROM properties WHERE id = $1", ids.property)).toEqual({
    images: [moved[OLD.listing], moved[OLD.phone], url(OLD.gone)],
  });
  expect(await one("SELECT images FROM listing_submissions WHERE id = $1", ids.submission)).toEqual(
    { images: [moved[OLD.submission], moved[OLD.listing]] },
  );
  expect(await one("SELECT profile_image FROM agents WHERE id = $1", ids.agent)).toEqual({
    profile_image: moved[OLD.agent],
  });
  expect(
    await one("SELECT profile_image FROM agent_registrations WHERE id = $1", ids.application),
  ).toEqual({ profile_image: moved[OLD.agent] });
  expect(await one("SELECT images FROM student_hostels WHERE id = $1", ids.hostel)).toEqual({
    images: [moved[OLD.hostel], url(OLD.broken)],
  });
  expect(await one("SELECT featured_image FROM blog_posts WHERE id = $1", ids.blog)).toEqual({
    featured_image: moved[OLD.blog],
  });
  // The largest size is the first standard width at or above the picture's own.
  expect(moved[OLD.listing]).toMatch(/^\/uploads\/[a-f0-9]{32}-1024\.webp$/);
  expect(moved[OLD.agent]).toMatch(/-320\.webp$/);
  expect(moved[OLD.hostel]).toMatch(/-1600\.webp$/);

  const http = supertest(createHttpApp(application).callback());
  const served: Buffer[] = [];
  for (const [old, target] of Object.entries(moved)) {
    const redirect = await http.get(url(old));
    expect({ old, status: redirect.status, location: redirect.headers.location }).toEqual({
      old,
      status: 301,
      location: target,
    });
    const size = await http.get(target).buffer(true);
    expect({ target, status: size.status, type: size.headers["content-type"] }).toEqual({
      target,
      status: 200,
      type: "image/webp",
    });
    expect((await sharp(size.body).metadata()).format).toBe("webp");
    served.push(size.body);
  }
  // No original's bytes are served or left in the served folder; the GPS position is gone.
  for (const content of originalBytes.values()) {
    expect(served.some((body) => body.equals(content))).toBe(false);
  }
  const left = fs.readdirSync(path.join(database.dataDir, "uploads"));
  for (const name of Object.keys(moved)) expect(left).not.toContain(name);
  const phoneSize = (await http.get(moved[OLD.phone] as string).buffer(true)).body as Buffer;
  const tags = exifTags(phoneSize, path.join(database.dataDir, "phone-size.webp"));
  expect(Object.keys(tags).filter((tag) => /GPS/i.test(tag))).toEqual([]);
  // What could not be moved is no picture to anyone: 404, never the file.
  expect((await http.get(url(OLD.broken))).status).toBe(404);
  expect((await http.get(url(OLD.gone))).status).toBe(404);

  // The agent the upgrade unlinked is mailed one claim link; a restart sends none again.
  const claimMails = (on: Application = application) =>
    on.database.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox
        WHERE recipient = 'kojo@asantehomes.example' AND body LIKE '%/agents/claim/%'`,
    );
  expect(await claimMails()).toEqual([{ n: 1 }]);
  const [unclaimed] = await application.services.agentLinks.listUnclaimed(
    operatorActor("cli:test"),
  );
  expect(unclaimed).toMatchObject({ agentId: ids.agent, applicationId: ids.application });
  expect(unclaimed?.linkSentAt).toBeInstanceOf(Date);
  await application.close();
  started.pop();
  const again = await start();
  await claimLinksAfterUpgrade(again);
  expect(await claimMails(again)).toEqual([{ n: 1 }]);
  // A second pass finds nothing left to move.
  expect(await again.services.oldUploads.adoptWaiting()).toEqual({
    adopted: 0,
    missing: 0,
    unreadable: 0,
  });
}, 180_000);

async function newUrls(dataSource: DataSource): Promise<Record<string, string>> {
  const rows: { name: string; new_url: string }[] = await dataSource.query(
    `SELECT name, new_url FROM old_uploads WHERE status = 'adopted'`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.new_url]));
}

/** A listing, a submission, an approved agent with its application, a hostel and an article. */
async function oldRows(previous: DataSource) {
  const one = async (query: string, params: unknown[] = []) =>
    ((await previous.query(query, params)) as { id: number }[])[0]?.id as number;
  const agent = await one(
    `INSERT INTO agents (name, company, email, phone, is_verified, region, specialization,
                         profile_image)
     VALUES ('Kojo Asante', 'Asante Homes', 'kojo@asantehomes.example', '+233 20 765 4321', true,
             'Greater Accra', 'Residential', $1) RETURNING id`,
    [url(OLD.agent)],
  );
  const application = await one(
    `INSERT INTO agent_registrations (name, email, phone, company, specialization, location, bio,
                                      languages, profile_image, status, agent_id, decided_at)
     VALUES ('Kojo Asante', 'kojo@asantehomes.example', '+233 20 765 4321', 'Asante Homes',
             'Residential', 'Greater Accra', 'Homes in Accra.', 'English, Twi', $1, 'approved',
             $2, now()) RETURNING id`,
    [url(OLD.agent), agent],
  );
  const property = await one(
    `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                             property_type, bedrooms, bathrooms, images, agent_id)
     VALUES ('Three-bedroom house in Tema', 'Walled compound.', 850000, 'sale', 'Community 25',
             'Tema', 'Greater Accra', 'house', 3, 2, $1, $2) RETURNING id`,
    [[url(OLD.listing), url(OLD.phone), url(OLD.gone)], agent],
  );
  const submission = await one(
    `INSERT INTO listing_submissions (title, description, price, listing_type, location, city,
                                      region, property_type, bedrooms, contact_name,
                                      contact_email, contact_phone, images)
     VALUES ('Chamber and hall in Kasoa', 'Near the market.', 500, 'rent', 'Kasoa', 'Kasoa',
             'Central', 'apartment', 1, 'Ama Mensah', 'ama@example.com', '+233 24 000 1111', $1)
     RETURNING id`,
    [[url(OLD.submission), url(OLD.listing)]],
  );
  const hostel = await one(
    `INSERT INTO student_hostels (name, location, images, gender, price_per_semester)
     VALUES ('Legon Heights', 'East Legon', $1, 'mixed', 3200) RETURNING id`,
    [[url(OLD.hostel), url(OLD.broken)]],
  );
  const blog = await one(
    `INSERT INTO blog_posts (title, slug, category, featured_image)
     VALUES ('Renting in Accra', 'renting-in-accra', 'guides', $1) RETURNING id`,
    [url(OLD.blog)],
  );
  return { agent, application, property, submission, hostel, blog };
}
