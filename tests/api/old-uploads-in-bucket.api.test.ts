import { aJpeg } from "../support/media.js";
import { type S3Server, startS3Server } from "../support/s3-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Decision 73 with S3_BUCKET: an upload from before the photo pipeline that a site had copied into
// the bucket (`copy-uploads`) is moved into the pipeline there, and leaves the bucket's public
// `uploads/`, where anyone with S3_PUBLIC_URL could have read its GPS position.

let s3: S3Server;
let app: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp({ ...s3.env });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});

const OLD = `${"4".repeat(32)}.jpg`;
const BROKEN = `${"5".repeat(32)}.jpg`;

it("moves an old upload from the bucket's uploads/ into the pipeline, and redirects its URL to the new size", async () => {
  const original = await aJpeg("#d35400", 500);
  await s3.put(`uploads/${OLD}`, original, "image/jpeg");
  await s3.put(`uploads/${BROKEN}`, Buffer.from("<html>not a picture</html>"), "image/jpeg");
  const [{ id }] = await app.sql<{ id: number }>(
    `INSERT INTO blog_posts (title, slug, category, featured_image)
     VALUES ('Land titles', 'land-titles', 'guides', $1) RETURNING id`,
    [`/uploads/${OLD}`],
  );
  // As the upgrade's migration records them.
  await app.sql("INSERT INTO old_uploads (name) VALUES ($1), ($2)", [OLD, BROKEN]);
  const client = app.client();
  const waiting = await client.get(`/uploads/${OLD}`);
  expect([waiting.status, waiting.headers["retry-after"]]).toEqual([503, "5"]);

  const { oldUploads, photos } = app.application.services;
  expect(await oldUploads.adoptWaiting()).toEqual({ adopted: 1, missing: 0, unreadable: 1 });
  const [{ featured_image: moved }] = await app.sql<{ featured_image: string }>(
    "SELECT featured_image FROM blog_posts WHERE id = $1",
    [id],
  );
  expect(moved).toMatch(/^\/uploads\/[a-f0-9]{32}-640\.webp$/);
  // Until its sizes are made, the new URL shows the placeholder colour.
  const redirect = await client.get(`/uploads/${OLD}`);
  expect([redirect.status, redirect.headers.location]).toEqual([301, moved]);
  const placeholder = await client.get(moved);
  expect([placeholder.status, placeholder.headers["cache-control"]]).toEqual([200, "no-store"]);

  expect(await photos.processWaiting()).toEqual({ ready: 1, retried: 0, failed: 0 });
  const keys = await s3.keys("uploads/");
  expect(keys).not.toContain(`uploads/${OLD}`);
  expect(keys).toContain(`uploads${moved.slice("/uploads".length)}`);
  expect(await s3.keys("originals/")).toEqual([]);
  const size = await client.get(moved).buffer(true);
  expect([size.status, size.headers["content-type"]]).toEqual([200, "image/webp"]);
  expect((size.body as Buffer).equals(original)).toBe(false);
  // The broken file stays where it was, unserved: the operator decides what it was.
  expect((await client.get(`/uploads/${BROKEN}`)).status).toBe(404);
  expect(keys).toContain(`uploads/${BROKEN}`);
  expect(await oldUploads.counts()).toEqual({ waiting: 0, adopted: 1, missing: 0, unreadable: 1 });
}, 60_000);
