import type supertest from "supertest";
import { insertProperty } from "../support/fixtures.js";
import { AHODWO_LISTING } from "../support/listing-form.js";
import { anMp4, aPng } from "../support/media.js";
import { type S3Server, startS3Server, TEST_BUCKET } from "../support/s3-server.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, applyWithOwnAddress, storedUploads } from "./agents-support.js";
import { approvedAgent } from "./my-listings-support.js";

// Decision 58: with S3_BUCKET every uploaded file lives in the bucket, none under DATA_DIR; with
// S3_PUBLIC_URL (here the local server's own bucket address) visitors are given its URLs.
let s3: S3Server;
let app: TestApp;
let publicUrl: string;
beforeAll(async () => {
  s3 = await startS3Server();
  publicUrl = `${s3.endpoint}/${TEST_BUCKET}`;
  app = await startTestApp({ ...s3.env, S3_PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
});
beforeEach(async () => {
  await app.reset();
  await s3.clear();
});

const makeSizes = () => app.application.services.photos.processWaiting();
const HEX = "[a-f0-9]{32}";
/** `/uploads/<name>` of a public URL, as the database keeps it. */
const storedOf = (url: string) => url.slice(publicUrl.length);
/** Its object's key in the bucket: `uploads/<name>`. */
const keyOf = (url: string) => storedOf(url).slice(1);

function submitListing(client: supertest.Agent, images: Buffer[], videos: Buffer[] = []) {
  let req = client.post("/api/listings");
  for (const [k, v] of Object.entries(AHODWO_LISTING)) req = req.field(k, v);
  for (const [i, content] of images.entries()) req = req.attach("images", content, `p${i}.png`);
  for (const content of videos) req = req.attach("videos", content, "tour.mp4");
  return req;
}

describe("S3_BUCKET: uploads go to the bucket", () => {
  it("keeps a listing's originals, sizes and videos in the bucket with their headers, none on disk", async () => {
    const res = await submitListing(app.client(), [await aPng()], [anMp4()]).expect(201);
    const [image] = res.body.images as [string];
    const [video] = res.body.videos as [string];
    expect(image).toMatch(new RegExp(`^${publicUrl}/uploads/${HEX}-320\\.webp$`));
    expect(video).toMatch(new RegExp(`^${publicUrl}/uploads/${HEX}\\.mp4$`));
    // Stored as the app's own paths: turning S3_PUBLIC_URL off or changing it rewrites nothing.
    const [row] = await app.sql<{ images: string[]; videos: string[] }>(
      "SELECT images, videos FROM listing_submissions",
    );
    expect(row).toEqual({ images: [storedOf(image)], videos: [storedOf(video)] });
    expect(await s3.keys("originals/")).toEqual([
      expect.stringMatching(/^originals\/[a-f0-9]{32}\.png$/),
    ]);
    expect(await s3.keys("uploads/")).toEqual([keyOf(video)]);

    await makeSizes();
    const size = keyOf(image);
    expect(await s3.keys()).toEqual([size, keyOf(video)].sort());
    expect(await s3.head(size)).toMatchObject({
      ContentType: "image/webp",
      CacheControl: "public, max-age=31536000, immutable",
      ContentDisposition: "inline",
    });
    expect(await s3.head(keyOf(video))).toMatchObject({
      ContentType: "video/mp4",
      ContentDisposition: "attachment",
    });
    expect(storedUploads(app)).toEqual([]);
    // A visitor's browser fetches the public URL itself.
    const fetched = await fetch(image);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps an agent's profile photo there too, and gives its public URL to the admin", async () => {
    const photo = { content: await aPng("#336699"), name: "me.png" };
    const { profileImage } = (await applyWithOwnAddress(app, {}, photo)).sent;
    expect(profileImage).toMatch(new RegExp(`^${publicUrl}/uploads/${HEX}-320\\.webp$`));
    const admin = await adminClient(app);
    const listed = await admin.get("/api/admin/agent-registrations").expect(200);
    expect(listed.body.map((a: { profileImage: string }) => a.profileImage)).toEqual([
      profileImage,
    ]);
    await makeSizes();
    expect(await s3.keys("uploads/")).toEqual([keyOf(profileImage as string)]);
    expect(await s3.keys("originals/")).toEqual([]);
  });

  it("deletes what a failed write had stored: the originals and the videos", async () => {
    await app.sql(
      "ALTER TABLE listing_submissions ADD CONSTRAINT test_no_videos CHECK (cardinality(videos) = 0) NOT VALID",
    );
    try {
      await submitListing(app.client(), [await aPng()], [anMp4()]).expect(500);
    } finally {
      await app.sql("ALTER TABLE listing_submissions DROP CONSTRAINT test_no_videos");
    }
    expect(await s3.keys()).toEqual([]);
  });
});

describe("GET /uploads streams from the bucket", () => {
  it("with the safety headers, a placeholder while the sizes are made, 304s and HEAD", async () => {
    const res = await submitListing(app.client(), [await aPng()], [anMp4()]).expect(201);
    const image = storedOf(res.body.images[0]);
    const waiting = await app.client().get(image).expect(200);
    expect(waiting.headers["cache-control"]).toBe("no-store");

    await makeSizes();
    const served = await app.client().get(image).expect(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "content-disposition": "inline",
    });
    const object = await s3.head(image.slice(1));
    expect(served.headers.etag).toBe(object?.ETag);
    expect(Number(served.headers["content-length"])).toBe(object?.ContentLength);
    expect(served.body.subarray(0, 4).toString()).toBe("RIFF");

    await app.client().get(image).set("If-None-Match", served.headers.etag).expect(304);
    await app
      .client()
      .get(image)
      .set("If-Modified-Since", served.headers["last-modified"])
      .expect(304);
    const head = await app.client().head(image).expect(200);
    expect(head.headers["content-length"]).toBe(served.headers["content-length"]);
    expect(head.headers["x-content-type-options"]).toBe("nosniff");

    const video = await app.client().get(storedOf(res.body.videos[0])).expect(200);
    expect(video.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-disposition": "attachment",
      "x-content-type-options": "nosniff",
    });
  });

  it("answers 404 for a missing key and for any object it does not serve", async () => {
    const hex = "0123456789abcdef0123456789abcdef";
    for (const [key, type] of [
      [`uploads/${hex}.html`, "text/html"],
      [`uploads/${hex}.jpg`, "image/jpeg"],
      [`uploads/${hex}-800.webp`, "image/webp"],
      [`originals/${hex}.jpg`, "image/jpeg"],
      ["uploads/notes.png", "image/png"],
    ] as const) {
      await s3.put(key, Buffer.from("<html><script>alert(1)</script></html>"), type);
    }
    for (const url of [
      `/uploads/${hex}-640.webp`,
      `/uploads/${hex}.mp4`,
      `/uploads/${hex}.html`,
      `/uploads/${hex}.jpg`,
      `/uploads/${hex}-800.webp`,
      "/uploads/notes.png",
      `/originals/${hex}.jpg`,
      `/uploads/../originals/${hex}.jpg`,
      `/uploads/%2e%2e/originals/${hex}.jpg`,
      "/uploads/",
    ]) {
      const res = await app.client().get(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers["content-type"] ?? "").not.toMatch(/html/);
    }
  });
});

describe("S3_PUBLIC_URL: the API gives public URLs and takes them back", () => {
  it("in Manage Listings and on the listing, while the database keeps /uploads paths", async () => {
    const { client, agentId } = await approvedAgent(app);
    const id = await insertProperty(app, { agent_id: agentId, images: "{}" });
    const added = await client
      .post(`/api/my-listings/${id}/photos`)
      .attach("images", await aPng("#112233"), "a.png")
      .attach("images", await aPng("#445566"), "b.png")
      .expect(201);
    const [first, second] = added.body.images as [string, string];
    expect(first).toMatch(new RegExp(`^${publicUrl}/uploads/${HEX}-320\\.webp$`));
    expect((await app.client().get(`/api/properties/${id}`).expect(200)).body.images).toEqual([
      first,
      second,
    ]);

    const order = await client
      .put(`/api/my-listings/${id}/photos/order`)
      .send({ urls: [second, first] })
      .expect(200);
    expect(order.body.images).toEqual([second, first]);
    await client.delete(`/api/my-listings/${id}/photos`).query({ url: second }).expect(200);
    const [row] = await app.sql<{ images: string[] }>(
      "SELECT images FROM properties WHERE id = $1",
      [id],
    );
    expect(row?.images).toEqual([storedOf(first)]);
    // The page's own /uploads answer still works (a cached page, a saved link).
    await makeSizes();
    await app.client().get(storedOf(first)).expect(200);
  });

  it("lets pages show photos from its origin, even over plain http", async () => {
    const res = await app.client().get("/api/properties").expect(200);
    expect(res.headers["content-security-policy"]).toContain(
      `img-src 'self' data: blob: https: ${s3.endpoint}`,
    );
  });
});
