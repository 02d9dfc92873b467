import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { SharpPhashImageHasher } from "#adapters/images/sharp-phash-image-hasher.js";
import { signUp } from "../support/builders.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { aPng } from "../support/media.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient, clearUploads, storedUploads } from "./agents-support.js";
import { approvedAgent } from "./my-listings-support.js";

// Decision 52: photos in Manage Listings, through the pipeline and the duplicate-photo check.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.reset();
  clearUploads(app);
});

const seedPhoto = (n: number) =>
  fs.readFileSync(path.resolve(`public/images/seed/properties/p-${n}-1-1600.webp`));
const SEED_URL = "/images/seed/properties/p-1-1-1600.webp";

function addPhotos(client: supertest.Agent, id: number, images: Buffer[]) {
  const req = client.post(`/api/my-listings/${id}/photos`);
  for (const [i, content] of images.entries()) req.attach("images", content, `photo-${i}.jpg`);
  return req;
}

/** An approved agent and their listing, which shows `images`. */
async function agentsListing(images: string[] = [SEED_URL]) {
  const { client, agentId } = await approvedAgent(app);
  const id = await insertProperty(app, { agent_id: agentId, images: `{${images.join(",")}}` });
  return { client, id };
}

const imagesOf = async (id: number) =>
  (await app.client().get(`/api/properties/${id}`).expect(200)).body.images as string[];
const hashesOf = (id: number) =>
  app.sql<{ image_url: string }>(
    "SELECT image_url FROM image_hashes WHERE property_id = $1 ORDER BY id",
    [id],
  );

describe("POST /api/my-listings/{id}/photos", () => {
  it("adds the photos after the listing's own, fingerprinted; the worker makes their sizes", async () => {
    const { client, id } = await agentsListing();
    const res = await addPhotos(client, id, [seedPhoto(21), await aPng("#336699")]).expect(201);
    expect(res.body).toEqual({
      images: [
        SEED_URL,
        expect.stringMatching(/^\/uploads\/[a-f0-9]{32}-1600\.webp$/),
        expect.any(String),
      ],
      held: [],
    });
    expect(await imagesOf(id)).toEqual(res.body.images);
    // The flat PNG has no fingerprint (decision 14); the photo has.
    expect((await hashesOf(id)).map((h) => h.image_url)).toEqual([res.body.images[1]]);
    expect((await client.get(`/api/my-listings/${id}/photos`).expect(200)).body).toEqual(res.body);

    await app.application.services.photos.processWaiting();
    const stem = (res.body.images[1] as string).replace(/-1600\.webp$/, "");
    for (const width of [320, 640, 1024]) {
      const size = await app.client().get(`${stem}-${width}.webp`).expect(200);
      expect(size.headers["content-type"]).toBe("image/webp");
      expect((await sharp(size.body).metadata()).width).toBe(width);
    }
  });

  it("holds a copy of another agent's listing photo for the admin, out of the public listing", async () => {
    const other = await insertProperty(app, {
      agent_id: await insertAgent(app, { name: "Kwame Asante" }),
      title: "Kwame's house",
    });
    const hash = await new SharpPhashImageHasher().hash(seedPhoto(1));
    await app.sql("INSERT INTO image_hashes (image_url, hash, property_id) VALUES ($1, $2, $3)", [
      SEED_URL,
      String(hash),
      other,
    ]);
    const { client, id } = await agentsListing([]);
    const copy = await sharp(seedPhoto(1)).resize(400).jpeg({ quality: 40 }).toBuffer();
    const res = await addPhotos(client, id, [seedPhoto(21), copy]).expect(201);
    const [live] = res.body.images;
    const [held] = res.body.held;
    expect(res.body).toEqual({ images: [live], held: [expect.stringMatching(/-\d+\.webp$/)] });
    expect(await imagesOf(id)).toEqual([live]);

    const admin = await adminClient(app);
    const queue = await admin.get("/api/admin/listings?status=held").expect(200);
    expect(queue.body).toHaveLength(1);
    expect(queue.body[0]).toMatchObject({
      status: "held",
      photosForPropertyId: id,
      images: [held],
    });
    expect(queue.body[0].photoMatches).toMatchObject([{ imageUrl: held, propertyId: other }]);
    const [told] = await app.sql<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM mail_outbox WHERE subject LIKE 'Photos held%'",
    );
    expect(told?.recipient).toBe(app.application.config.infoEmail);

    // Held photos count against the limit while they wait.
    await app.sql("UPDATE properties SET images = $1 WHERE id = $2", [Array(9).fill(live), id]);
    const full = await addPhotos(client, id, [seedPhoto(21)]).expect(400);
    expect(full.body.errors).toEqual({
      images: ["A listing can have at most 10 images; this one has 10"],
    });
    await app.sql("UPDATE properties SET images = $1 WHERE id = $2", [[live], id]);

    await admin
      .put(`/api/admin/listings/${queue.body[0].id}/status`)
      .send({ status: "approved" })
      .expect(200);
    expect(await imagesOf(id)).toEqual([live, held]);
    expect((await hashesOf(id)).map((h) => h.image_url).sort()).toEqual([live, held].sort());
    expect((await client.get(`/api/my-listings/${id}/photos`).expect(200)).body.held).toEqual([]);
    const [mail] = await app.sql<{ subject: string }>(
      "SELECT subject FROM mail_outbox ORDER BY id DESC LIMIT 1",
    );
    expect(mail.subject).toMatch(/^Your new photos of ".+" are live on Ofie$/);
  });

  it("keeps the total at 10 and checks each file as the listing form does", async () => {
    const { client, id } = await agentsListing(Array(9).fill(SEED_URL));
    const many = await addPhotos(client, id, [await aPng("#111111"), await aPng("#222222")]);
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({
      images: ["A listing can have at most 10 images; this one has 9"],
    });
    const text = await addPhotos(client, id, [Buffer.from("not a picture")]).expect(400);
    expect(text.body.errors).toEqual({
      images: ["Images must be image files (JPG, PNG, WebP, GIF or AVIF)"],
    });
    const none = await client.post(`/api/my-listings/${id}/photos`).send({}).expect(400);
    expect(none.body.errors).toEqual({ images: ["Choose at least one image to add"] });
    expect(await imagesOf(id)).toHaveLength(9);
    expect(storedUploads(app)).toEqual([]);
  });

  it("leaves the database and the disk as they were when the write fails", async () => {
    const { client, id } = await agentsListing();
    // Any failure inside the transaction will do: this one refuses the listing's new images.
    await app.sql(
      "ALTER TABLE properties ADD CONSTRAINT test_one_image CHECK (cardinality(images) < 2) NOT VALID",
    );
    try {
      await addPhotos(client, id, [seedPhoto(21)]).expect(500);
    } finally {
      await app.sql("ALTER TABLE properties DROP CONSTRAINT test_one_image");
    }
    expect(await imagesOf(id)).toEqual([SEED_URL]);
    expect(await hashesOf(id)).toEqual([]);
    expect(await app.sql("SELECT key FROM photos")).toEqual([]);
    expect(storedUploads(app)).toEqual([]);
  });
});

describe("DELETE /api/my-listings/{id}/photos and PUT …/photos/order", () => {
  it("removes a photo with its fingerprint, and reorders the rest (the first is the cover)", async () => {
    const { client, id } = await agentsListing();
    const added = await addPhotos(client, id, [seedPhoto(21), seedPhoto(2)]).expect(201);
    const [, first, second] = added.body.images;
    const order = await client
      .put(`/api/my-listings/${id}/photos/order`)
      .send({ urls: [second, SEED_URL, first] })
      .expect(200);
    expect(order.body.images).toEqual([second, SEED_URL, first]);
    expect(await imagesOf(id)).toEqual([second, SEED_URL, first]);

    const removed = await client
      .delete(`/api/my-listings/${id}/photos`)
      .query({ url: second })
      .expect(200);
    expect(removed.body.images).toEqual([SEED_URL, first]);
    expect((await hashesOf(id)).map((h) => h.image_url)).toEqual([first]);
  });

  it("answers 400 for a photo not on the listing or an order that is not the same photos", async () => {
    const { client, id } = await agentsListing([SEED_URL, "/uploads/b.webp"]);
    const gone = await client
      .delete(`/api/my-listings/${id}/photos`)
      .query({ url: "/uploads/x.webp" })
      .expect(400);
    expect(gone.body.errors).toEqual({ url: ["That photo is not on this listing"] });
    for (const urls of [[SEED_URL], [SEED_URL, SEED_URL], [SEED_URL, "/uploads/x.webp"], "a"]) {
      const res = await client
        .put(`/api/my-listings/${id}/photos/order`)
        .send({ urls })
        .expect(400);
      expect(res.body.errors).toEqual({
        urls: ["The order must list each of the listing's photos once"],
      });
    }
    expect(await imagesOf(id)).toEqual([SEED_URL, "/uploads/b.webp"]);
  });
});

describe("who may change a listing's photos", () => {
  it("answers 401 signed out, 403 for someone else's listing, 404 for none, and 403 cross-site", async () => {
    const { client, id } = await agentsListing();
    const stranger = app.client();
    await signUp(stranger);
    const photo = await aPng("#445566");
    const tries = (c: supertest.Agent, listing: number) => [
      addPhotos(c, listing, [photo]),
      c.delete(`/api/my-listings/${listing}/photos`).query({ url: SEED_URL }),
      c.put(`/api/my-listings/${listing}/photos/order`).send({ urls: [SEED_URL] }),
      c.get(`/api/my-listings/${listing}/photos`),
    ];
    for (const [c, listing, status] of [
      [app.client(), id, 401],
      [stranger, id, 403],
      [client, id + 1000, 404],
      [client, 0, 404],
    ] as const) {
      for (const req of tries(c, listing)) expect((await req).status).toBe(status);
    }
    await addPhotos(client, id, [photo])
      .set({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })
      .expect(403);
    expect(await imagesOf(id)).toEqual([SEED_URL]);
    expect(storedUploads(app)).toEqual([]);
  });
});
