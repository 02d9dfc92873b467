import { TOKENS } from "../../src/container/tokens.js";
import type { ListingSubmissionRepository } from "../../src/modules/listing-submissions/listing-submissions.ports.js";
import type { NewListingSubmission } from "../../src/modules/listing-submissions/listing-submissions.types.js";
import type { TestApp } from "../support/test-app.js";
import { withContractApp } from "./contract-app.js";
import { daysAgo, insertListing, insertListings, NOW, type Row } from "./listing-rows.js";
import { insertSubmissions as insertSubmissionRows } from "./listing-submission-rows.js";

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const submissions = () => get<ListingSubmissionRepository>(TOKENS.ListingSubmissionRepository);
const insertSubmissions = (rows: Row[]) => insertSubmissionRows(app, rows);

describe("ListingSubmissionRepository", () => {
  const NEW: NewListingSubmission = {
    title: "Four-bedroom house, Spintex",
    description: "Newly built four-bedroom house, all rooms en suite.",
    price: "3200000.75",
    listingType: "sale",
    rentPeriod: null,
    location: "Spintex Road, Accra",
    city: "Accra",
    region: "Greater Accra",
    propertyType: "house",
    bedrooms: 4,
    bathrooms: 4,
    area: "310.5",
    furnished: "partial",
    contactName: "Kwesi Appiah",
    contactEmail: "kwesi@example.com",
    contactPhone: "0244000111",
    additionalInfo: null,
    priceCurrency: "GHS",
    rentAdvanceMonths: null,
    viewingFee: "200",
    commissionPercent: "2.5",
    digitalAddress: "GT-123-4567",
    titleStatus: "registered",
    latitude: 5.63,
    longitude: -0.1,
    images: ["/uploads/front.webp", "/uploads/hall.webp"],
    videos: [],
    userId: null,
    status: "held",
  };

  it("creates a submission and gives it back as stored: decimals as strings, arrays, its date", async () => {
    const created = await submissions().create(NEW);
    expect(created).toEqual({
      ...NEW,
      // At their columns' scale, as every later read gives them (not as the input spelt them).
      area: "310.50",
      viewingFee: "200.00",
      commissionPercent: "2.50",
      id: expect.any(Number),
      propertyId: null,
      photosForPropertyId: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: expect.any(Date),
    });
    const [row] = await app.sql(
      `SELECT status, price::text, images, videos, latitude, user_id FROM listing_submissions WHERE id = $1`,
      [created.id],
    );
    expect(row).toEqual({
      status: "held",
      price: "3200000.75",
      images: ["/uploads/front.webp", "/uploads/hall.webp"],
      videos: [],
      latitude: 5.63,
      user_id: null,
    });
    expect(await submissions().findById(created.id)).toEqual(created);
    expect(await submissions().findById(created.id + 1)).toBeNull();
  });

  it("lists newest first, ties by id, all of them or only the statuses asked for", async () => {
    const [older, sameA, sameB, approved] = await insertSubmissions([
      { title: "Older", created_at: daysAgo(5) },
      { title: "Same moment A", created_at: daysAgo(2), status: "held" },
      { title: "Same moment B", created_at: daysAgo(2) },
      { title: "Approved", created_at: daysAgo(1), status: "approved" },
    ]);
    expect((await submissions().list()).map((s) => s.id)).toEqual([approved, sameB, sameA, older]);
    expect((await submissions().list(["pending", "held"])).map((s) => s.id)).toEqual([
      sameB,
      sameA,
      older,
    ]);
    expect((await submissions().list(["rejected"])).map((s) => s.id)).toEqual([]);
    const [listed] = await submissions().list(["held"]);
    expect(listed).toMatchObject({
      title: "Same moment A",
      images: [],
      videos: [],
      createdAt: daysAgo(2),
    });
  });

  it("gives the undecided photos of a listing's photo changes, oldest change first", async () => {
    const [property, other] = await insertListings(app, [{}, {}]);
    await insertSubmissions([
      { photos_for_property_id: property, images: ["/u/2a.webp", "/u/2b.webp"], status: "held" },
      { photos_for_property_id: property, images: ["/u/approved.webp"], status: "approved" },
      { photos_for_property_id: other, images: ["/u/other.webp"] },
      { photos_for_property_id: property, images: ["/u/3.webp"], created_at: daysAgo(10) },
      { images: ["/u/new-listing.webp"] },
    ]);
    expect(await submissions().undecidedPhotosFor(property as number)).toEqual([
      "/u/2a.webp",
      "/u/2b.webp",
      "/u/3.webp",
    ]);
    expect(await submissions().undecidedPhotosFor(9999)).toEqual([]);
  });

  it("records a decision only while undecided: the first one wins", async () => {
    const [held, rejected] = await insertSubmissions([{ status: "held" }, { status: "rejected" }]);
    const property = await insertListing(app);
    const decidedAt = new Date("2026-11-23T14:30:15.250Z");
    expect(
      await submissions().recordDecision(held as number, {
        status: "approved",
        propertyId: property,
        decidedAt,
        decisionReason: "Photos checked by phone",
      }),
    ).toBe(true);
    expect(
      await submissions().recordDecision(held as number, {
        status: "rejected",
        propertyId: null,
        decidedAt: NOW,
        decisionReason: "Too late",
      }),
    ).toBe(false);
    expect(
      await submissions().recordDecision(rejected as number, {
        status: "approved",
        propertyId: null,
        decidedAt: NOW,
        decisionReason: null,
      }),
    ).toBe(false);
    expect(
      await submissions().recordDecision(9999, {
        status: "rejected",
        propertyId: null,
        decidedAt,
        decisionReason: null,
      }),
    ).toBe(false);
    const rows = await app.sql(
      "SELECT id, status, property_id, decided_at, decision_reason FROM listing_submissions ORDER BY id",
    );
    expect(rows).toEqual([
      {
        id: held,
        status: "approved",
        property_id: property,
        decided_at: decidedAt,
        decision_reason: "Photos checked by phone",
      },
      {
        id: rejected,
        status: "rejected",
        property_id: null,
        decided_at: null,
        decision_reason: null,
      },
    ]);
  });
});
