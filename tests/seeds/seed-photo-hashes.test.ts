import fs from "node:fs";
import path from "node:path";
import { propertyImageUrls } from "../../seeds/data/image-urls.js";
import { listingSubmissions } from "../../seeds/data/listing-submissions.js";
import { PHOTO_HASHES } from "../../seeds/data/photo-hashes.js";
import { properties } from "../../seeds/data/properties.js";
import { seedDatabase, seedSyntheticProperties } from "../../seeds/seed-database.js";
import { SharpPhashImageHasher } from "../../src/adapters/images/sharp-phash-image-hasher.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
const dataSource = () => app.application.database.dataSource;

beforeAll(async () => {
  app = await startTestApp();
  await seedDatabase(dataSource());
});
afterAll(() => app.close());

const publicFile = (url: string) => fs.readFileSync(path.resolve("public", `.${url}`));

describe("the photo hash manifest (seeds/data/photo-hashes.ts)", () => {
  it("holds the hash the app computes for every seeded listing and submission photo", async () => {
    const hasher = new SharpPhashImageHasher();
    const urls = [
      ...properties.flatMap((p, i) => propertyImageUrls(i + 1, p.photos)),
      ...listingSubmissions.flatMap((s) => s.photos.map((photo) => photo.url)),
    ];
    expect(Object.keys(PHOTO_HASHES).sort()).toEqual([...urls].sort());
    const stale: string[] = [];
    for (const url of urls) {
      const hash = await hasher.hash(publicFile(url));
      if (String(hash) !== PHOTO_HASHES[url]) stale.push(url);
    }
    expect(stale).toEqual([]); // else: npm run seed:images
  });
});

describe("seeded photo hashes", () => {
  it("gives every photo of every seeded property one hash", async () => {
    const [row] = await app.sql<{ photos: string; hashed: string; pairs: string }>(
      `SELECT (SELECT count(*) FROM properties p, unnest(p.images)) AS photos,
              (SELECT count(*) FROM image_hashes WHERE property_id IS NOT NULL) AS hashed,
              (SELECT count(DISTINCT (property_id, image_url)) FROM image_hashes
                WHERE property_id IS NOT NULL) AS pairs`,
    );
    expect(Number(row.photos)).toBeGreaterThan(100);
    expect(Number(row.hashed)).toBe(Number(row.photos));
    expect(Number(row.pairs)).toBe(Number(row.photos));
  });

  it("hashes nothing again on a second run, and re-hashes a photo whose hash went missing", async () => {
    const ids = async () =>
      (await app.sql<{ id: number }>("SELECT id FROM image_hashes ORDER BY id")).map((r) => r.id);
    const before = await ids();
    await seedDatabase(dataSource());
    expect(await ids()).toEqual(before);
    await app.sql("DELETE FROM image_hashes WHERE id = $1", [before[0]]);
    await seedDatabase(dataSource());
    expect((await ids()).length).toBe(before.length);
  });

  it("holds the seeded submission whose photo is a resized copy of another agent's listing photo", async () => {
    const [held] = await app.sql<{ id: number; images: string[]; contact_email: string }>(
      "SELECT id, images, contact_email FROM listing_submissions WHERE status = 'held'",
    );
    const matches = await app.sql<{
      image_url: string;
      matched_image_url: string;
      distance: number;
      agent_email: string;
    }>(
      `SELECT m.image_url, m.matched_image_url, m.distance, a.email AS agent_email
         FROM listing_photo_matches m JOIN properties p ON p.id = m.property_id
         JOIN agents a ON a.id = p.agent_id WHERE m.submission_id = $1`,
      [held.id],
    );
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(match.image_url).toBe(held.images[0]);
    expect(match.agent_email).not.toBe(held.contact_email);
    // A perceptual match, not a byte one: other bytes, other size, a few bits apart at most.
    const copy = publicFile(match.image_url);
    const original = publicFile(match.matched_image_url);
    expect(copy.equals(original)).toBe(false);
    expect(copy.length).toBeLessThan(original.length);
    expect(match.distance).toBeGreaterThanOrEqual(0);
    expect(match.distance).toBeLessThanOrEqual(6);
    const [hash] = await app.sql("SELECT id FROM image_hashes WHERE submission_id = $1", [held.id]);
    expect(hash).toBeDefined();
  });

  it("gives synthetic properties the hashes of the seeded pictures they reuse", async () => {
    await seedSyntheticProperties(dataSource(), 40);
    const rows = await app.sql<{ photos: string; hashed: string; other: string }>(
      `SELECT count(*) AS photos, count(h.id) AS hashed,
              count(*) FILTER (WHERE h.hash <> s.hash) AS other
         FROM properties p CROSS JOIN LATERAL unnest(p.images) AS u(url)
         LEFT JOIN image_hashes h ON h.property_id = p.id AND h.image_url = u.url
         LEFT JOIN image_hashes s ON s.image_url = u.url
         AND s.property_id IN (SELECT id FROM properties WHERE location NOT LIKE 'No. %')
        WHERE p.location LIKE 'No. %'`,
    );
    expect(Number(rows[0].photos)).toBeGreaterThan(40);
    expect(Number(rows[0].hashed)).toBe(Number(rows[0].photos));
    expect(Number(rows[0].other)).toBe(0);
  });
});
