import type { UserRepository } from "#modules/accounts/accounts.ports.js";
import type { User } from "#modules/accounts/accounts.types.js";
import { ListingOwnership } from "#modules/listings/listing-ownership.js";
import type { Property } from "#modules/listings/listings.types.js";
import type { ListingPhotoEditor } from "#modules/my-listings/listing-photos.js";
import type { ListingInquiries } from "#modules/my-listings/my-listings.ports.js";
import { MyListingsService } from "#modules/my-listings/my-listings.service.js";
import { userActor, VISITOR } from "#shared/actor.js";
import { FakeAgents } from "../agents/agents.fakes.js";
import { fakeProperties } from "../shared/shared.fakes.js";

const AGENT_EMAIL = "kojo@adinkra.example";
const known: Record<number, User> = {
  1: { id: 1, email: AGENT_EMAIL } as User,
  2: { id: 2, email: "esi@example.com" } as User,
};
const users = { findById: async (id: number) => known[id] ?? null } as UserRepository;

function setUp() {
  const agents = new FakeAgents();
  // Linked to account 1, as an approval does (decision 43).
  agents.rows.push({
    id: 7,
    email: AGENT_EMAIL,
    name: "Kojo",
    userId: 1,
  } as FakeAgents["rows"][number]);
  const mine = {
    id: 3,
    title: "Osu flat",
    status: "available",
    agentId: 7,
    price: "450000.00",
    priceCurrency: "GHS",
    listingType: "rent",
    propertyType: "apartment",
    rentAdvanceMonths: 24,
  } as Property;
  const properties = fakeProperties([mine]);
  const asked: number[] = [];
  const inquiries: ListingInquiries = {
    listForProperty: async (id: number) => {
      asked.push(id);
      return [];
    },
  };
  const service = new MyListingsService(
    new ListingOwnership(properties, users, agents),
    properties,
    {
      listManagedBy: async (m) => [
        { ...mine, inquiryCount: m.agentId ?? 0, whatsappClicks: 0, callClicks: 0, emailClicks: 0 },
      ],
    },
    inquiries,
    // The photo use cases are tested on a real database (tests/api/my-listing-photos).
    {} as ListingPhotoEditor,
    { listAwaitingReviewBy: async () => [] },
  );
  return { service, mine, asked };
}

const edit = {
  title: "  Osu 2-bedroom flat ",
  description: "Bright flat near Oxford Street with a backup generator.",
  price: "GH₵ 480,000",
  bedrooms: 2,
  bathrooms: "",
  parking: "1",
  amenities: "Generator, Security ,Generator",
};

describe("MyListingsService", () => {
  it("edits the agent's listing: trimmed text, the price's digits, counts as numbers, amenities once", async () => {
    const { service, mine } = setUp();
    await service.editListing(userActor(1), 3, edit);
    expect(mine).toMatchObject({
      title: "Osu 2-bedroom flat",
      price: "480000",
      bedrooms: 2,
      bathrooms: null,
      parking: 1,
      area: null,
      amenities: ["Generator", "Security"],
    });
  });

  it("keeps the terms that apply to the stored listing: a rental's advance, no land title", async () => {
    const { service, mine } = setUp();
    await service.editListing(userActor(1), 3, {
      ...edit,
      rentAdvanceMonths: 6,
      viewingFee: "",
      commissionPercent: 10,
      digitalAddress: "ga1838164",
      titleStatus: "registered",
    });
    expect(mine).toMatchObject({
      rentAdvanceMonths: 6,
      viewingFee: null,
      commissionPercent: "10",
      digitalAddress: "GA-183-8164",
      titleStatus: null,
    });
    mine.listingType = "sale";
    await service.editListing(userActor(1), 3, { ...edit, rentAdvanceMonths: 6 });
    expect(mine.rentAdvanceMonths).toBeNull();
  });

  it("refuses a price written in another currency than the listing's, and a bad term", async () => {
    const { service, mine } = setUp();
    await expect(
      service.editListing(userActor(1), 3, {
        ...edit,
        price: "$480,000",
        commissionPercent: "150",
      }),
    ).rejects.toMatchObject({
      errors: {
        commissionPercent: ["Commission must be a percentage from 0 to 100, e.g. 10"],
      },
    });
    await expect(
      service.editListing(userActor(1), 3, { ...edit, price: "$480,000" }),
    ).rejects.toMatchObject({
      errors: { price: ["The price's currency does not match the currency chosen"] },
    });
    expect(mine).toMatchObject({ price: "450000.00", rentAdvanceMonths: 24 });
  });

  it("checks sign-in, then the listing, then ownership, before it reads the body", async () => {
    const { service, mine } = setUp();
    await expect(service.editListing(VISITOR, 3, edit)).rejects.toMatchObject({
      kind: "unauthorized",
    });
    await expect(service.editListing(VISITOR, Number.NaN, {})).rejects.toMatchObject({
      kind: "unauthorized",
    });
    await expect(service.editListing(userActor(1), Number.NaN, {})).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(service.editListing(userActor(1), 99, {})).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(service.editListing(userActor(2), 3, {})).rejects.toMatchObject({
      kind: "forbidden",
    });
    await expect(service.editListing(userActor(1), 3, {})).rejects.toMatchObject({
      kind: "invalid",
    });
    expect(mine.title).toBe("Osu flat");
  });

  it("marks a listing let, sold or available, and nothing else", async () => {
    const { service, mine } = setUp();
    await service.setListingStatus(userActor(1), 3, { status: "rented" });
    expect(mine.status).toBe("rented");
    await expect(
      service.setListingStatus(userActor(1), 3, { status: "pending" }),
    ).rejects.toMatchObject({
      errors: { status: ["Status must be available, rented or sold"] },
    });
    await expect(
      service.setListingStatus(userActor(2), 3, { status: "sold" }),
    ).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(mine.status).toBe("rented");
  });

  it("lists the manager's listings with their agent, and a listing's inquiries only to its manager", async () => {
    const { service, asked } = setUp();
    expect((await service.listMyListings(userActor(1)))[0]?.inquiryCount).toBe(7);
    expect((await service.listMyListings(userActor(2)))[0]?.inquiryCount).toBe(0);
    await service.listListingInquiries(userActor(1), 3);
    await expect(service.listListingInquiries(userActor(2), 3)).rejects.toMatchObject({
      kind: "forbidden",
    });
    expect(asked).toEqual([3]);
  });
});
