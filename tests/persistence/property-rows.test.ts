import { monthlyPrice } from "../../src/modules/listings/listing-price.js";
import type { NewProperty } from "../../src/modules/listings/listings.types.js";
import type { TestApp } from "../support/test-app.js";
import {
  daysAgo,
  EAST_LEGON,
  insertAgent,
  insertListing,
  insertListings,
  insertUser,
  NOW,
  setRate,
} from "./listing-rows.js";
import { propertyRepository, withPropertyApp } from "./property-search-support.js";

let app: TestApp;
withPropertyApp((started) => {
  app = started;
});

const properties = () => propertyRepository(app);

describe("PropertyRepository reads and writes of one listing", () => {
  beforeEach(async () => {
    await app.reset();
  });

  it("finds a listing by id with its agent, money as decimal strings, arrays and dates", async () => {
    const agent = await insertAgent(app, { name: "Yaw Mensah", rating: "4.5", review_count: 12 });
    const id = await insertListing(app, {
      agent_id: agent,
      price: "1850000.5",
      viewing_fee: "150",
      commission_percent: "5",
      area: "240.25",
      amenities: ["Borehole", "Security, 24h"],
      images: ["/images/a.webp", "/images/b.webp"],
      near_universities: ["university-of-ghana"],
      digital_address: "GA-183-8164",
      title_status: "registered",
      ...EAST_LEGON,
    });
    const found = await properties().findById(id);
    expect(found).toMatchObject({
      id,
      price: "1850000.50",
      priceCurrency: "GHS",
      viewingFee: "150.00",
      commissionPercent: "5.00",
      area: "240.25",
      amenities: ["Borehole", "Security, 24h"],
      images: ["/images/a.webp", "/images/b.webp"],
      nearUniversities: ["university-of-ghana"],
      digitalAddress: "GA-183-8164",
      titleStatus: "registered",
      latitude: EAST_LEGON.latitude,
      longitude: EAST_LEGON.longitude,
      agentId: agent,
      owner: null,
      createdAt: daysAgo(10),
      expiresAt: daysAgo(-30),
      lastConfirmedAt: daysAgo(10),
      freshness: "fresh",
      underReview: false,
      published: true,
    });
    expect(found?.agent).toMatchObject({
      id: agent,
      name: "Yaw Mensah",
      rating: "4.5",
      reviewCount: 12,
    });
    expect(await properties().findById(id + 1000)).toBeNull();
  });

  it("finds a hidden listing too, saying why by the Clock: expired, under review, unpublished", async () => {
    const [expired, reported, unpublished] = await insertListings(app, [
      { expires_at: NOW },
      { open_report_count: 3 },
      { published: false },
    ]);
    expect(await properties().findById(expired as number)).toMatchObject({
      freshness: "expired",
      underReview: false,
    });
    expect(await properties().findById(reported as number)).toMatchObject({
      freshness: "fresh",
      underReview: true,
    });
    expect(await properties().findById(unpublished as number)).toMatchObject({ published: false });
  });

  it("lists similar visible listings nearest in price first, a yearly rent as its twelfth, ties newest first", async () => {
    const [target, near, tieOlder, tieNewer, unpriced] = await insertListings(app, [
      { title: "Target", price: "1850000" },
      { title: "Near", price: "1845000" },
      { title: "Tie, older", price: "1860000", created_at: daysAgo(20) },
      { title: "Tie, newer", price: "1840000", created_at: daysAgo(15) },
      { title: "Unpriced", price: "100000", price_currency: "USD" },
      { title: "In Kumasi", price: "1850000", city: "Kumasi", region: "Ashanti" },
      { title: "Let", price: "1850000", status: "sold" },
    ]);
    const to = await properties().findById(target as number);
    const similar = await properties().listSimilar(to as NonNullable<typeof to>, 10);
    expect(similar.map((p) => p.id)).toEqual([near, tieNewer, tieOlder, unpriced]);
    expect(
      (await properties().listSimilar(to as NonNullable<typeof to>, 2)).map((p) => p.id),
    ).toEqual([near, tieNewer]);

    const rent = { listing_type: "rent", property_type: "apartment", bedrooms: 2 };
    const [flat, yearly, monthly] = await insertListings(app, [
      { ...rent, title: "Flat", price: "6000", rent_period: "month" },
      { ...rent, title: "Yearly", price: "60000", rent_period: "year" },
      { ...rent, title: "Monthly", price: "7500", rent_period: "month" },
    ]);
    const flatListing = await properties().findById(flat as number);
    expect(
      (await properties().listSimilar(flatListing as NonNullable<typeof flatListing>, 5)).map(
        (p) => p.id,
      ),
    ).toEqual([yearly, monthly]);
  });

  it("answers who owns a listing and an owner's contact, nothing for an agent's or unknown listing", async () => {
    const owner = await insertUser(app);
    const agent = await insertAgent(app);
    const [mine, agents] = await insertListings(app, [
      {
        owner_id: owner,
        owner_name: "Ama Owusu",
        owner_email: "ama@example.com",
        owner_phone: "0244123456",
      },
      { agent_id: agent },
    ]);
    expect(await properties().findOwnership(mine as number)).toEqual({
      ownerId: owner,
      agentId: null,
    });
    expect(await properties().findOwnership(agents as number)).toEqual({
      ownerId: null,
      agentId: agent,
    });
    expect(await properties().findOwnership(9999)).toBeNull();
    expect(await properties().findOwnerContact(mine as number)).toEqual({
      name: "Ama Owusu",
      email: "ama@example.com",
      phone: "0244123456",
    });
    expect(await properties().findOwnerContact(agents as number)).toBeNull();
    expect(await properties().findOwnerContact(9999)).toBeNull();
  });

  const NEW: NewProperty = {
    title: "Kumasi chamber and hall",
    description: "Self-contained chamber and hall near KNUST.",
    price: "1200.50",
    listingType: "rent",
    rentPeriod: "year",
    location: "Ayeduase, Kumasi",
    city: "Kumasi",
    region: "Ashanti",
    propertyType: "apartment",
    bedrooms: 1,
    bathrooms: 1,
    area: "45.5",
    furnishing: null,
    images: ["/uploads/one.webp", "/uploads/two.webp"],
    agentId: null,
    ownerId: null,
    ownerContact: { name: "Kwame Asare", email: "kwame@example.com", phone: "+233201234567" },
    priceCurrency: "USD",
    rentAdvanceMonths: 6,
    viewingFee: "50",
    commissionPercent: null,
    digitalAddress: "AK-039-5028",
    titleStatus: null,
    latitude: 6.674,
    longitude: -1.567,
    lastConfirmedAt: NOW,
    expiresAt: daysAgo(-60),
  };

  it("creates a listing as available, storing its owner's contact, arrays, and its cedi price at the rate", async () => {
    await setRate(app, "15.25", daysAgo(1));
    const created = await properties().create(NEW);
    expect(created).toMatchObject({
      title: NEW.title,
      price: "1200.50",
      priceCurrency: "USD",
      status: "available",
      images: NEW.images,
      area: "45.50",
      viewingFee: "50.00",
      latitude: 6.674,
      owner: { name: "Kwame Asare", phone: "+233201234567" },
      expiresAt: NEW.expiresAt,
      published: true,
    });
    const [row] = await app.sql(
      `SELECT owner_name, owner_email, owner_phone, status, images, price_ghs::text,
              comparable_price_ghs::text AS comparable, rent_advance_months
         FROM properties WHERE id = $1`,
      [created.id],
    );
    expect(row).toEqual({
      owner_name: "Kwame Asare",
      owner_email: "kwame@example.com",
      owner_phone: "+233201234567",
      status: "available",
      images: NEW.images,
      // round(1200.50 × 15.25, 2) and its twelfth, rounded to the pesewa.
      price_ghs: "18307.63",
      comparable: "1525.64",
      rent_advance_months: 6,
    });
  });

  it("updates the changed fields only, repricing in cedis and marking it changed", async () => {
    await setRate(app, "15", daysAgo(1));
    const id = await insertListing(app, {
      price: "100000",
      price_currency: "USD",
      amenities: ["Borehole"],
      updated_at: daysAgo(30),
    });
    const updated = await properties().update(id, {
      price: "110000",
      amenities: ["Borehole", "Swimming pool"],
      status: "sold",
      latitude: 5.6,
      longitude: -0.17,
    });
    expect(updated).toMatchObject({
      id,
      price: "110000.00",
      amenities: ["Borehole", "Swimming pool"],
      status: "sold",
      latitude: 5.6,
      title: "Three-bedroom house",
      bedrooms: 3,
    });
    const [row] = await app.sql<{ price_ghs: string; changed: boolean }>(
      "SELECT price_ghs::text, updated_at > $2 AS changed FROM properties WHERE id = $1",
      [id, daysAgo(29)],
    );
    expect(row).toEqual({ price_ghs: "1650000.00", changed: true });
  });

  it("lists a sitemap part: the published listings of an id range, by id, with their last change", async () => {
    const [a, b, c, d, e] = await insertListings(app, [
      { updated_at: daysAgo(3) },
      { updated_at: daysAgo(1) },
      { updated_at: daysAgo(2), published: false },
      { updated_at: daysAgo(0) },
      { updated_at: daysAgo(0), published: false },
    ]);
    expect(await properties().listForSitemap({ afterId: a - 1, upToId: d })).toEqual([
      { id: a, updatedAt: daysAgo(3) },
      { id: b, updatedAt: daysAgo(1) },
      { id: d, updatedAt: daysAgo(0) },
    ]);
    // The range's ends: after `afterId`, up to and with `upToId`.
    expect(await properties().listForSitemap({ afterId: a, upToId: c })).toEqual([
      { id: b, updatedAt: daysAgo(1) },
    ]);
    expect(await properties().listForSitemap({ afterId: e, upToId: e + 50_000 })).toEqual([]);
    // The highest published id (this file's rows are not emptied between tests, but these are
    // the latest): an unpublished listing after it does not count.
    expect(await properties().lastPublishedId()).toBe(d);
  });

  it("compares a listing by the figure the map's pins show: the price sorts' column is monthlyPrice of the cedi price", async () => {
    const rents = ["60000", "50000", "100.10", "1234567.89", "7", "240000"];
    await insertListings(app, [
      ...rents.map((price) => ({ price, listing_type: "rent", rent_period: "year" })),
      ...rents.map((price) => ({ price, listing_type: "rent", rent_period: "month" })),
      ...rents.map((price) => ({ price })),
    ]);
    const rows = await app.sql<{
      price_ghs: string;
      listing_type: string;
      rent_period: "month" | "year" | null;
      comparable: string;
    }>(
      `SELECT price_ghs::text, listing_type, rent_period, comparable_price_ghs::text AS comparable
         FROM properties WHERE price_currency = 'GHS'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(rents.length * 3);
    for (const row of rows) {
      const { price_ghs: price, listing_type: listingType, rent_period: rentPeriod } = row;
      expect([row, monthlyPrice({ price, listingType, rentPeriod })]).toEqual([
        row,
        Number(row.comparable),
      ]);
    }
  });
});
