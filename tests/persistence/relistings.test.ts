import { TOKENS } from "../../src/container/tokens.js";
import type { EarlierListings } from "../../src/modules/listing-history/index.js";
import type { RelistingRepository } from "../../src/modules/relistings/index.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, EAST_LEGON, insertListing, insertListings, insertRows } from "./listing-rows.js";
import { insertSubmissions } from "./listing-submission-rows.js";

// Decision 102: the checks that find an earlier listing of the same place, in SQL on both
// databases (PGlite has no PostGIS), and the earlier listings a listing's history counts.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const links = () => app.application.container.get<RelistingRepository>(TOKENS.RelistingRepository);
const earlierListings = (id: number) =>
  app.application.container.get<EarlierListings>(TOKENS.EarlierListings).earlierListingsOf(id);

/** A pin `north` and `east` metres from East Legon's (a metre of latitude is 1/111,195°). */
function pin(north: number, east = 0) {
  const perMetre = 1 / 111_195;
  return {
    latitude: EAST_LEGON.latitude + north * perMetre,
    longitude:
      EAST_LEGON.longitude + (east * perMetre) / Math.cos((EAST_LEGON.latitude * Math.PI) / 180),
  };
}

const HASH = 0x0f0f_0f0f_0f0f_0f0fn;
const addHash = (row: Record<string, unknown>) => insertRows(app, "image_hashes", [row]);

describe("finding the same place", () => {
  it("finds listings of the same type and bedrooms within 25 m, nearest first, and no others", async () => {
    const [near, edge, far, otherType, otherRooms, unpinned] = await insertListings(app, [
      pin(10, 5),
      pin(0, 24.5),
      pin(26),
      { ...pin(3), property_type: "apartment" },
      { ...pin(3), bedrooms: 4 },
      {},
    ]);
    const [sub] = await insertSubmissions(app, [
      { ...pin(0), property_type: "house", bedrooms: 3, listing_type: "sale" },
    ]);
    const found = await links().placeMatches({ submissionId: sub as number }, 25, 5);
    expect(found.map((m) => m.earlierPropertyId)).toEqual([near, edge]);
    expect(found[0]?.metres).toBeCloseTo(Math.hypot(10, 5), 1);
    expect(found[1]?.metres).toBeCloseTo(24.5, 1);
    for (const id of [far, otherType, otherRooms, unpinned]) {
      expect(found.map((m) => m.earlierPropertyId)).not.toContain(id);
    }
  });

  it("matches plots without bedrooms, keeps the nearest few, and nothing for a submission without a pin", async () => {
    const plots = await insertListings(
      app,
      [1, 2, 3, 4, 5, 6].map((m) => ({ ...pin(m), property_type: "land", bedrooms: null })),
    );
    const [pinned, unpinned] = await insertSubmissions(app, [
      { ...pin(0), property_type: "land", bedrooms: null },
      { property_type: "land", bedrooms: null },
    ]);
    const found = await links().placeMatches({ submissionId: pinned as number }, 25, 5);
    expect(found.map((m) => m.earlierPropertyId)).toEqual(plots.slice(0, 5));
    expect(await links().placeMatches({ submissionId: unpinned as number }, 25, 5)).toEqual([]);
  });

  it("counts only listings before a stored one as earlier", async () => {
    const [before, after] = await insertListings(app, [
      { ...pin(5), created_at: daysAgo(40) },
      { ...pin(8), created_at: daysAgo(2) },
    ]);
    const listing = await insertListing(app, { ...pin(0), created_at: daysAgo(10) });
    const found = await links().placeMatches({ propertyId: listing }, 25, 5);
    expect(found.map((m) => m.earlierPropertyId)).toEqual([before]);
    expect(after).toBeGreaterThan(0);
  });

  it("finds a copied photo on an earlier listing, let and unpublished, with its nearest pair", async () => {
    const [earlier, unrelated] = await insertListings(app, [
      { status: "rented", published: false, created_at: daysAgo(200) },
      {},
    ]);
    await addHash({ property_id: earlier, image_url: "/p/front.webp", hash: HASH.toString() });
    await addHash({
      property_id: earlier,
      image_url: "/p/hall.webp",
      hash: (HASH ^ 1n).toString(),
    });
    await addHash({ property_id: unrelated, image_url: "/p/other.webp", hash: (~HASH).toString() });
    const [sub] = await insertSubmissions(app, [{}]);
    await addHash({ submission_id: sub, image_url: "/u/copy.webp", hash: (HASH ^ 3n).toString() });

    expect(await links().photoMatches({ submissionId: sub as number }, 6, 5)).toEqual([
      {
        earlierPropertyId: earlier,
        photo: { photoUrl: "/u/copy.webp", earlierPhotoUrl: "/p/hall.webp", distance: 1 },
      },
    ]);
  });
});

describe("links", () => {
  it("keeps a submission's links, carries them to its listing, and adds no second link to the same listing", async () => {
    const [earlier] = await insertListings(app, [{ created_at: daysAgo(100) }]);
    const [sub] = await insertSubmissions(app, [{ title: "Same house again" }]);
    const match = {
      earlierPropertyId: earlier as number,
      photo: { photoUrl: "/u/a.webp", earlierPhotoUrl: "/p/a.webp", distance: 0 },
      placeMetres: 7.5,
    };
    await links().add({ submissionId: sub as number }, [match]);
    await links().add({ submissionId: sub as number }, [{ ...match, placeMetres: 1 }]);
    const [link] = await links().linksOfSubmissions([sub as number]);
    expect(link).toMatchObject({
      submissionId: sub,
      propertyId: null,
      title: "Same house again",
      earlierPropertyId: earlier,
      earlierTitle: "Three-bedroom house",
      earlierListedAt: daysAgo(100),
      earlierPublished: true,
      photo: match.photo,
      placeMetres: 7.5,
      state: "linked",
    });

    const listing = await insertListing(app, { title: "Published again" });
    await links().carryToProperty(sub as number, listing);
    await links().add({ propertyId: listing }, [{ ...match, photo: null }]);
    const [carried, ...more] = await links().linksManagedBy({ userId: 0, agentId: null });
    expect([carried, more]).toEqual([undefined, []]);
    expect(await links().findById(link?.id as number)).toMatchObject({
      submissionId: sub,
      propertyId: listing,
      title: "Published again",
    });
    expect(await app.sql("SELECT count(*)::int AS n FROM listing_relistings")).toEqual([{ n: 1 }]);
  });

  it("is disputed once and decided once", async () => {
    const [earlier, later] = await insertListings(app, [{}, {}]);
    await links().add({ propertyId: later as number }, [
      { earlierPropertyId: earlier as number, photo: null, placeMetres: 3 },
    ]);
    const [{ id }] = await app.sql<{ id: number }>("SELECT id FROM listing_relistings");
    const user = (
      await insertRows(app, "users", [
        { email: "o@example.com", email_key: "o@example.com", password_hash: "x" },
      ])
    )[0] as number;
    const at = daysAgo(1);
    expect(await links().dispute(id, { userId: user, at, reason: "A different flat" })).toBe(true);
    expect(await links().dispute(id, { userId: user, at, reason: "Again" })).toBe(false);
    expect(await links().linksIn(["disputed"])).toEqual([
      expect.objectContaining({
        id,
        state: "disputed",
        disputedAt: at,
        disputeReason: "A different flat",
      }),
    ]);
    const decision = { state: "removed" as const, by: "admin#t", at, reason: "Two flats" };
    expect(await links().decide(id, decision)).toBe(true);
    expect(await links().decide(id, { ...decision, state: "upheld" })).toBe(false);
    expect(await links().findById(id)).toMatchObject({
      state: "removed",
      decidedBy: "admin#t",
      decisionReason: "Two flats",
    });
  });
});

describe("the earlier listings a history counts", () => {
  it("follows counted links back through listings that repeat others, with each one's first price, last price and the day it was let", async () => {
    const [first, second, third, removed] = await insertListings(app, [
      { price: "6000", created_at: daysAgo(300) },
      { price: "6500", created_at: daysAgo(120) },
      { created_at: daysAgo(5) },
      { created_at: daysAgo(400) },
    ]);
    // The first listing kept from before history: no listed price, its price now is its last.
    await app.sql("UPDATE listing_events SET price = NULL WHERE property_id = $1", [first]);
    await app.sql("UPDATE properties SET price = 5800, status = 'rented' WHERE id = $1", [first]);
    const add = (later: number, earlier: number) =>
      links().add({ propertyId: later }, [
        { earlierPropertyId: earlier, photo: null, placeMetres: 1 },
      ]);
    await add(second as number, first as number);
    await add(third as number, second as number);
    await add(third as number, removed as number);
    await app.sql(
      `UPDATE listing_relistings SET state = 'removed', decided_at = now()
        WHERE earlier_property_id = $1`,
      [removed],
    );

    const found = await earlierListings(third as number);
    expect(found.map((e) => e.propertyId)).toEqual([first, second]);
    expect(found[0]).toMatchObject({
      firstListedAt: daysAgo(300),
      firstPrice: null,
      lastPrice: { price: "5800.00", currency: "GHS" },
    });
    expect(found[0]?.leftMarketAt).toBeInstanceOf(Date);
    expect(found[1]).toMatchObject({
      firstListedAt: daysAgo(120),
      firstPrice: { price: "6500.00", currency: "GHS" },
      leftMarketAt: null,
    });

    await app.sql(
      "UPDATE listing_relistings SET state = 'disputed', disputed_at = now() WHERE property_id = $1 AND state = 'linked'",
      [third],
    );
    expect(await earlierListings(third as number)).toEqual([]);
  });

  it("stops at a cycle of links", async () => {
    const [a, b] = await insertListings(app, [{}, {}]);
    const link = (later: number, earlier: number) =>
      links().add({ propertyId: later }, [
        { earlierPropertyId: earlier, photo: null, placeMetres: 0 },
      ]);
    await link(a as number, b as number);
    await link(b as number, a as number);
    expect((await earlierListings(a as number)).map((e) => e.propertyId)).toEqual([b]);
  });
});
