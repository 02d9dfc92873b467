import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { seedDatabase } from "../../seeds/seed-database.js";
import { signUp } from "../support/builders.js";
import { aPng } from "../support/media.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { applyWithOwnAddress, pngPhoto } from "./agents-support.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const KWAME = "kwame.asante@agents.test";
/** A real (drawn) photo of a house, and the same photo smaller and re-compressed. */
const original = fs.readFileSync(path.resolve("public/images/seed/properties/p-1-1-1600.webp"));
const copyOf = (photo: Buffer) => sharp(photo).resize(400).jpeg({ quality: 40 }).toBuffer();
const otherPhoto = fs.readFileSync(path.resolve("public/images/seed/properties/p-21-1-1600.webp"));

const listing = (contactEmail: string, title = "Four-bedroom house at East Legon") => ({
  title,
  price: "GH₵ 2,500,000",
  description: "A walled four-bedroom house with a pool, borehole and boys' quarters.",
  location: "East Legon, Accra",
  propertyType: "house",
  contactName: "Someone",
  contactEmail,
});

function submit(client: supertest.Agent, fields: Record<string, string>, images: Buffer[]) {
  const req = client.post("/api/listings");
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  for (const [i, content] of images.entries()) req.attach("images", content, `photo-${i}.jpg`);
  return req;
}

async function adminClient() {
  const c = app.client();
  await c.post("/api/admin/login").send({ password: "test-admin-password" }).expect(200);
  return c;
}

/**
 * Kwame becomes a verified agent (his application, made signed in, approved), and his listing
 * with the photo, sent signed in, is published. Returns his session too.
 */
async function kwamesListing(
  admin: supertest.Agent,
): Promise<{ id: number; images: string[]; kwame: supertest.Agent }> {
  const { client: kwame, sent: applied } = await applyWithOwnAddress(
    app,
    { name: "Kwame Asante", email: KWAME },
    await pngPhoto(),
  );
  await admin
    .put(`/api/admin/agent-registrations/${applied.id}/status`)
    .send({ status: "approved" })
    .expect(200);
  const created = await submit(kwame, listing(KWAME), [original]).expect(201);
  const approved = await admin
    .put(`/api/admin/listings/${created.body.id}/status`)
    .send({ status: "approved" })
    .expect(200);
  return { id: approved.body.propertyId, images: created.body.images, kwame };
}

describe("duplicate photos on POST /api/listings", () => {
  it("holds a listing whose photo is a resized copy of another agent's listing photo and shows the match", async () => {
    const admin = await adminClient();
    const kwame = await kwamesListing(admin);
    const held = await submit(app.client(), listing("yaa@example.com"), [
      await aPng("#336699"),
      await copyOf(original),
    ]).expect(201);
    expect(held.body.status).toBe("held");
    expect(held.body).not.toHaveProperty("photoMatches");

    const list = await admin.get("/api/admin/listings?status=pending,held").expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: held.body.id, status: "held" });
    expect(list.body[0].photoMatches).toEqual([
      {
        imageUrl: held.body.images[1],
        propertyId: kwame.id,
        propertyTitle: "Four-bedroom house at East Legon",
        matchedImageUrl: kwame.images[0],
        agentName: "Kwame Asante",
        agentEmail: KWAME,
        distance: expect.any(Number),
      },
    ]);
    expect(list.body[0].photoMatches[0].distance).toBeLessThanOrEqual(6);
    const onlyHeld = await admin.get("/api/admin/listings?status=held").expect(200);
    expect(onlyHeld.body.map((s: { id: number }) => s.id)).toEqual([held.body.id]);
    expect((await admin.get("/api/admin/listings?status=pending").expect(200)).body).toEqual([]);
  });

  it("does not hold a listing whose photos match nothing, nor the signed-in agent re-using their own photo", async () => {
    const admin = await adminClient();
    const { kwame } = await kwamesListing(admin);
    const fresh = await submit(app.client(), listing("yaa@example.com"), [otherPhoto]).expect(201);
    expect(fresh.body.status).toBe("pending");
    const own = await submit(kwame, listing("kwame.other@example.com", "Kwame's house again"), [
      await copyOf(original),
    ]).expect(201);
    expect(own.body.status).toBe("pending");
    const list = await admin.get("/api/admin/listings?status=pending").expect(200);
    expect(list.body.map((s: { photoMatches: unknown[] }) => s.photoMatches)).toEqual([[], []]);
  });

  it("attack: giving the agent's e-mail as contact proves nothing; the copy is held and would not be the agent's", async () => {
    const admin = await adminClient();
    await kwamesListing(admin);
    const copy = await submit(app.client(), listing(KWAME.toUpperCase(), "Kwame's house?"), [
      await copyOf(original),
    ]).expect(201);
    expect(copy.body.status).toBe("held");
    await admin
      .put(`/api/admin/listings/${copy.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const [row] = await app.sql<{ agent_id: number | null }>(
      "SELECT agent_id FROM properties WHERE title = $1",
      ["Kwame's house?"],
    );
    expect(row?.agent_id).toBeNull();
  });

  it("does not hold the signed-in owner re-using the photo of a listing they submitted", async () => {
    const owner = app.client();
    await signUp(owner);
    const admin = await adminClient();
    const first = await submit(owner, listing("ama@example.com"), [original]).expect(201);
    await admin
      .put(`/api/admin/listings/${first.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    const again = await submit(owner, listing("ama.other@example.com", "Same house, new price"), [
      await copyOf(original),
    ]).expect(201);
    expect(again.body.status).toBe("pending");
    const stranger = await submit(app.client(), listing("ama@example.com", "Copied listing"), [
      await copyOf(original),
    ]).expect(201);
    expect(stranger.body.status).toBe("held");
  });

  it("lets the admin approve a held listing: its photo hashes move to the new property", async () => {
    const admin = await adminClient();
    await kwamesListing(admin);
    const held = await submit(app.client(), listing("yaa@example.com"), [
      await copyOf(original),
    ]).expect(201);
    const approved = await admin
      .put(`/api/admin/listings/${held.body.id}/status`)
      .send({ status: "approved" })
      .expect(200);
    expect(approved.body.status).toBe("approved");
    const hashes = await app.sql<{ property_id: number | null; submission_id: number | null }>(
      "SELECT property_id, submission_id FROM image_hashes WHERE image_url = $1",
      [held.body.images[0]],
    );
    expect(hashes).toEqual([{ property_id: approved.body.propertyId, submission_id: null }]);
    const [audited] = (await admin.get("/api/admin/audit-log").expect(200)).body.entries;
    expect(audited).toMatchObject({
      action: "listing_submission.approved",
      targetId: String(held.body.id),
      detail: expect.stringContaining("was held for a photo match"),
    });
    await admin
      .put(`/api/admin/listings/${held.body.id}/status`)
      .send({ status: "rejected", reason: "The photos belong to another listing on Ofie." })
      .expect(409);
  });

  it("lets the admin reject a held listing, which publishes nothing", async () => {
    const admin = await adminClient();
    await kwamesListing(admin);
    const held = await submit(app.client(), listing("yaa@example.com"), [
      await copyOf(original),
    ]).expect(201);
    await admin
      .put(`/api/admin/listings/${held.body.id}/status`)
      .send({ status: "rejected", reason: "The photos belong to another listing on Ofie." })
      .expect(200);
    expect(await app.sql("SELECT id FROM properties")).toHaveLength(1);
    const rejected = await admin.get("/api/admin/listings?status=rejected").expect(200);
    expect(rejected.body[0].photoMatches).toEqual([]);
  });

  it("agrees with the seeded held submission: uploading its photo again finds the same match", async () => {
    await seedDatabase(app.application.database.dataSource);
    const admin = await adminClient();
    const [seeded] = (await admin.get("/api/admin/listings?status=held").expect(200)).body;
    expect(seeded.photoMatches).toHaveLength(1);
    const photo = fs.readFileSync(path.resolve("public", `.${seeded.images[0]}`));
    const again = await submit(app.client(), listing(seeded.contactEmail), [photo]).expect(201);
    expect(again.body.status).toBe("held");
    const [latest] = (await admin.get("/api/admin/listings?status=held").expect(200)).body;
    expect(latest.id).toBe(again.body.id);
    const strip = ({ imageUrl: _, ...m }: Record<string, unknown>) => m;
    expect(latest.photoMatches.map(strip)).toEqual(seeded.photoMatches.map(strip));
  });

  it("refuses, not fails, an image with a picture's signature but a broken body: it could never be shown", async () => {
    const broken = (await sharp(original).png().toBuffer()).subarray(0, 200);
    const res = await submit(app.client(), listing("yaa@example.com"), [broken]).expect(400);
    expect(res.body.errors).toEqual({
      images: ["Images must be image files (JPG, PNG, WebP, GIF or AVIF)"],
    });
    expect(await app.sql("SELECT id FROM listing_submissions")).toEqual([]);
    expect(await app.sql("SELECT id FROM image_hashes")).toEqual([]);
  });

  it("answers 400 with a message for an unknown status filter", async () => {
    const admin = await adminClient();
    const res = await admin.get("/api/admin/listings?status=pending,maybe").expect(400);
    expect(res.body.errors).toEqual({
      status: ["Status must be pending, held, approved or rejected"],
    });
  });
});
