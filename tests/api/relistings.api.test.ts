import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type supertest from "supertest";
import { signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { adminClient } from "./agents-support.js";
import { listing, submit } from "./listing-submissions-support.js";
import { approve, ownerWithPendingListing } from "./my-listings-support.js";
import { earlierListing, letAfter, MARCH_12, pinNorth } from "./relistings-support.js";

// Decision 102: a new listing of a place listed before on Ofie — by its photos or by its pin — is
// linked to the earlier listing; visitors read when and at what price it was listed before and
// its days on the market counted from then; its owner or agent disputes, the admin decides.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

const history = (id: number) => app.client().get(`/api/properties/${id}/history`);

async function queued(admin: supertest.Agent, submissionId: number) {
  const res = await admin.get("/api/admin/listings?status=pending,held").expect(200);
  return res.body.find((s: { id: number }) => s.id === submissionId);
}

/** A drawn photo of a house, and the same photo smaller and re-compressed. */
const original = fs.readFileSync(path.resolve("public/images/seed/properties/p-1-1-1600.webp"));
const copyOf = (photo: Buffer) => sharp(photo).resize(400).jpeg({ quality: 40 }).toBuffer();

describe("a re-listing by copied photos", () => {
  it("links the owner's new listing of a flat they let to the earlier listing's photo, shows it in moderation and on the listing, its days counted from the first", async () => {
    const admin = await adminClient(app);
    const owner = app.client();
    await signUp(owner);
    const first = await submit(owner, listing({ price: "6000" }), {
      images: [{ content: original, name: "front.webp" }],
    }).expect(201);
    const earlierId = await approve(app, first.body.id);
    // First listed on 12 March 2026, let 30 days later and taken off the site.
    await app.sql("UPDATE properties SET created_at = $2 WHERE id = $1", [earlierId, MARCH_12]);
    await app.sql("UPDATE listing_events SET at = $2 WHERE property_id = $1", [
      earlierId,
      MARCH_12,
    ]);
    await app.sql("UPDATE properties SET status = 'rented' WHERE id = $1", [earlierId]);
    await letAfter(app, earlierId, 30);

    const again = await submit(owner, listing({ price: "6500" }), {
      images: [{ content: await copyOf(original), name: "front.jpg" }],
    }).expect(201);
    // The owner's own photo: not held as another's, but the same place.
    expect(again.body.status).toBe("pending");
    expect(again.body).not.toHaveProperty("relistings");
    const inQueue = await queued(admin, again.body.id);
    expect(inQueue.photoMatches).toEqual([]);
    expect(inQueue.relistings).toEqual([
      expect.objectContaining({
        submissionId: again.body.id,
        propertyId: null,
        earlierPropertyId: earlierId,
        earlierPublished: false,
        earlierListedAt: MARCH_12.toISOString(),
        state: "linked",
        photo: {
          photoUrl: again.body.images[0],
          earlierPhotoUrl: first.body.images[0],
          distance: expect.any(Number),
        },
      }),
    ]);
    expect(inQueue.relistings[0].photo.distance).toBeLessThanOrEqual(3);

    const id = await approve(app, again.body.id);
    const body = (await history(id).expect(200)).body;
    expect(body.listedBefore).toEqual({
      firstListedAt: MARCH_12.toISOString(),
      price: { price: "6000.00", currency: "GHS" },
      priceIs: "first",
    });
    // 30 days on the market the first time; listed again today.
    expect(body.daysOnMarket).toBe(30);
    expect(body.firstPrice).toEqual({ price: "6500.00", currency: "GHS" });
  });
});

describe("a re-listing by place", () => {
  it("links a listing within 25 m of one of the same type and bedrooms, and not those of another type or bedrooms or farther away", async () => {
    const admin = await adminClient(app);
    const same = await earlierListing(app, { north: 12, letAfterDays: 20 });
    await earlierListing(app, { north: 3, propertyType: "house" });
    await earlierListing(app, { north: 3, bedrooms: 3 });
    await earlierListing(app, { north: 26 });
    // Someone else entirely, signed out: who lists it does not matter.
    const sent = await submit(app.client(), listing(pinNorth(0))).expect(201);

    const { relistings } = await queued(admin, sent.body.id);
    expect(relistings).toEqual([
      expect.objectContaining({ earlierPropertyId: same, photo: null, state: "linked" }),
    ]);
    expect(relistings[0].placeMetres).toBeCloseTo(12, 0);

    const id = await approve(app, sent.body.id);
    const body = (await history(id).expect(200)).body;
    expect(body.listedBefore).toMatchObject({ firstListedAt: MARCH_12.toISOString() });
    expect(body.daysOnMarket).toBe(20);
  });

  it("links a listing with no pin to nothing by place", async () => {
    const admin = await adminClient(app);
    await earlierListing(app);
    const sent = await submit(app.client(), listing()).expect(201);
    expect((await queued(admin, sent.body.id)).relistings).toEqual([]);
  });

  it("links the later of two submissions of one place waiting together to the one approved first", async () => {
    const first = await submit(app.client(), listing(pinNorth(0))).expect(201);
    const second = await submit(app.client(), listing(pinNorth(5))).expect(201);
    const firstId = await approve(app, first.body.id);
    const secondId = await approve(app, second.body.id);
    const [link] = await app.sql<{ property_id: number; earlier_property_id: number }>(
      "SELECT property_id, earlier_property_id FROM listing_relistings",
    );
    expect(link).toEqual({ property_id: secondId, earlier_property_id: firstId });
    expect((await history(firstId).expect(200)).body.listedBefore).toBeNull();
  });

  it("says the earlier listing's last price when its first was never recorded", async () => {
    const earlier = await earlierListing(app, { letAfterDays: 10 });
    await app.sql("UPDATE listing_events SET price = NULL WHERE property_id = $1", [earlier]);
    await app.sql("UPDATE properties SET price = 5800 WHERE id = $1", [earlier]);
    const sent = await submit(app.client(), listing(pinNorth(2))).expect(201);
    const id = await approve(app, sent.body.id);
    expect((await history(id).expect(200)).body.listedBefore).toEqual({
      firstListedAt: MARCH_12.toISOString(),
      price: { price: "5800.00", currency: "GHS" },
      priceIs: "last",
    });
  });
});

/** A private owner's approved listing at Ahodwo linked by place to one let before; its ids. */
async function ownersRelisting() {
  const earlierId = await earlierListing(app, { letAfterDays: 30 });
  const { client: owner, submissionId } = await ownerWithPendingListing(app, pinNorth(4));
  const id = await approve(app, submissionId);
  const mine = (await owner.get("/api/my-listings/relistings").expect(200)).body;
  expect(mine).toEqual([
    expect.objectContaining({ propertyId: id, earlierPropertyId: earlierId, state: "linked" }),
  ]);
  return { owner, id, linkId: mine[0].id as number };
}

const REASON = "This is the flat upstairs, not the one that was let.";

describe("disputing a link (Manage Listings) and the admin's decision", () => {
  it("lets only the listing's manager dispute it, for a reason: 401, 403, 404, 400, 409 distinct, and nothing changed by a refusal", async () => {
    const { owner, id, linkId } = await ownersRelisting();
    const dispute = (client: supertest.Agent, listingId = id, link = linkId) =>
      client.post(`/api/my-listings/${listingId}/relistings/${link}/dispute`);
    const someone = app.client();
    await signUp(someone);

    await dispute(app.client()).send({ reason: REASON }).expect(401);
    await dispute(someone).send({ reason: REASON }).expect(403);
    await dispute(owner, 999999).send({ reason: REASON }).expect(404);
    await dispute(owner, id, 999999).send({ reason: REASON }).expect(404);
    const bad = await dispute(owner).send({ reason: "no" }).expect(400);
    expect(bad.body.errors.reason).toEqual(["Reason must be at least 10 characters"]);
    const none = await dispute(owner).send({}).expect(400);
    expect(none.body.errors.reason[0]).toMatch(/not the same place/);
    expect((await someone.get("/api/my-listings/relistings").expect(200)).body).toEqual([]);
    await app.client().get("/api/my-listings/relistings").expect(401);
    expect((await history(id).expect(200)).body.daysOnMarket).toBe(30);

    const disputed = await dispute(owner)
      .send({ reason: `  ${REASON} ` })
      .expect(200);
    expect(disputed.body).toMatchObject({ id: linkId, state: "disputed", disputeReason: REASON });
    await dispute(owner).send({ reason: REASON }).expect(409);
    // Not counted while the admin has not decided.
    const shown = (await history(id).expect(200)).body;
    expect([shown.listedBefore, shown.daysOnMarket]).toEqual([null, 0]);
  });

  it("lets only the admin decide, for a reason, audited: removed no longer counts, upheld counts again and cannot be disputed", async () => {
    const { owner, id, linkId } = await ownersRelisting();
    await owner
      .post(`/api/my-listings/${id}/relistings/${linkId}/dispute`)
      .send({ reason: REASON })
      .expect(200);
    const admin = await adminClient(app);
    const queue = (await admin.get("/api/admin/relistings").expect(200)).body;
    expect(queue).toEqual([expect.objectContaining({ id: linkId, disputeReason: REASON })]);
    await owner.get("/api/admin/relistings").expect(401);

    const decide = (client: supertest.Agent, body: object, link = linkId) =>
      client.put(`/api/admin/relistings/${link}`).send(body);
    await decide(owner, { decision: "removed", reason: "Two flats in one house." }).expect(401);
    const noReason = await decide(admin, { decision: "removed" }).expect(400);
    expect(Object.keys(noReason.body.errors)).toEqual(["reason"]);
    const badDecision = await decide(admin, {
      decision: "maybe",
      reason: "Two flats in one house.",
    });
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.errors.decision).toEqual(["Decision must be upheld or removed"]);
    await decide(admin, { decision: "removed", reason: "Two flats in one house." }, 999999).expect(
      404,
    );

    const removed = await decide(admin, {
      decision: "removed",
      reason: "Two flats in one house.",
    }).expect(200);
    expect(removed.body).toMatchObject({
      state: "removed",
      decisionReason: "Two flats in one house.",
      decidedBy: expect.stringMatching(/^admin#/),
    });
    await decide(admin, { decision: "upheld", reason: "Same flat after all." }).expect(409);
    expect((await history(id).expect(200)).body.listedBefore).toBeNull();
    const [entry] = (await admin.get("/api/admin/audit-log").expect(200)).body.entries;
    expect(entry).toMatchObject({
      action: "listing_relisting.removed",
      targetType: "listing_relisting",
      targetId: String(linkId),
    });
    expect(entry.detail).toContain("reason: Two flats in one house.");
    expect((await owner.get("/api/my-listings/relistings").expect(200)).body[0]).toMatchObject({
      state: "removed",
      decisionReason: "Two flats in one house.",
    });
  });

  it("upholds a disputed link: it counts again and cannot be disputed again", async () => {
    const { owner, id, linkId } = await ownersRelisting();
    const dispute = () =>
      owner.post(`/api/my-listings/${id}/relistings/${linkId}/dispute`).send({ reason: REASON });
    await dispute().expect(200);
    const admin = await adminClient(app);
    await admin
      .put(`/api/admin/relistings/${linkId}`)
      .send({ decision: "upheld", reason: "The photos show the same rooms." })
      .expect(200);
    expect((await history(id).expect(200)).body.daysOnMarket).toBe(30);
    await dispute().expect(409);
    expect((await admin.get("/api/admin/relistings").expect(200)).body).toEqual([]);
  });
});
