import type { User } from "#modules/accounts/accounts.types.js";
import {
  DuplicatePhotoCheck,
  hashedPhotos,
} from "#modules/listing-submissions/duplicate-photos.js";
import type {
  ImageHasher,
  ImageHashRepository,
} from "#modules/listing-submissions/photo-matches.ports.js";
import {
  type HashedPhoto,
  PHOTO_MATCH_MAX_DISTANCE,
  type PhotoMatchCandidate,
} from "#modules/listing-submissions/photo-matches.types.js";
import { ListingOwnership } from "#modules/listings/listing-ownership.js";
import { FakeAgents, FakeUsers } from "../agents/agents.fakes.js";
import { fakeProperties } from "../shared/shared.fakes.js";

/** Candidates as the repository would find them; records what it was asked. */
class FakeHashes implements ImageHashRepository {
  asked: Array<{ photos: readonly HashedPhoto[]; maxDistance: number }> = [];
  constructor(private readonly near: PhotoMatchCandidate[] = []) {}
  async findNear(photos: readonly HashedPhoto[], maxDistance: number) {
    this.asked.push({ photos, maxDistance });
    return this.near;
  }
  async addToSubmission() {}
  async addToProperty() {}
  async removeFromProperty() {}
  async moveToProperty() {}
  async recordMatches() {}
  async matchesOf() {
    return new Map();
  }
}

const KWAME = { id: 1, email: "kwame@agents.test", userId: null };
/** USER's own agent, linked to the account (decision 43). */
const KOFI = { id: 2, email: "kofi@agents.test", userId: 7 };
const USER: User = {
  id: 7,
  email: "kofi@agents.test",
  firstName: "Kofi",
  lastName: null,
  profileImageUrl: null,
  createdAt: new Date(),
  emailVerified: true,
};

const candidate = (over: Partial<PhotoMatchCandidate> = {}): PhotoMatchCandidate => ({
  imageUrl: "/uploads/new.jpg",
  propertyId: 3,
  propertyTitle: "Serviced Plot at East Legon Hills",
  matchedImageUrl: "/images/seed/properties/p-3-1-1600.webp",
  agentName: "Kwame Asante",
  agentEmail: KWAME.email,
  distance: 1,
  ownerId: null,
  agentId: KWAME.id,
  ...over,
});

function checkWith(near: PhotoMatchCandidate[], users: User[] = []) {
  const agents = new FakeAgents();
  for (const a of [KWAME, KOFI]) {
    agents.rows.push({
      ...a,
      name: a.email,
      company: null,
      phone: null,
      profileImage: null,
      rating: "4.0",
      reviewCount: 0,
      propertiesSold: 0,
      bio: null,
      isVerified: true,
      licenseNumber: null,
      licenseCheckedAt: null,
      region: null,
      specialization: null,
    });
  }
  const hashes = new FakeHashes(near);
  const hasher: ImageHasher = { hash: async (c) => (c.length > 0 ? BigInt(c.length) : null) };
  const ownership = new ListingOwnership(fakeProperties([]), new FakeUsers(users), agents);
  return { check: new DuplicatePhotoCheck(hasher, hashes, ownership), hashes };
}

const photos: HashedPhoto[] = [{ url: "/uploads/new.jpg", hash: 42n }];

describe("DuplicatePhotoCheck.othersListingsMatching", () => {
  it("reports another agent's listing photo, asking within the match distance", async () => {
    const { check, hashes } = checkWith([candidate()]);
    const matches = await check.othersListingsMatching({ userId: null }, photos);
    expect(matches).toEqual([
      {
        imageUrl: "/uploads/new.jpg",
        propertyId: 3,
        propertyTitle: "Serviced Plot at East Legon Hills",
        matchedImageUrl: "/images/seed/properties/p-3-1-1600.webp",
        agentName: "Kwame Asante",
        agentEmail: KWAME.email,
        distance: 1,
      },
    ]);
    expect(hashes.asked).toEqual([{ photos, maxDistance: PHOTO_MATCH_MAX_DISTANCE }]);
  });

  it("takes no contact e-mail for proof: a visitor giving the listing agent's address is still held", async () => {
    const { check } = checkWith([candidate()]);
    expect(await check.othersListingsMatching({ userId: null }, photos)).toHaveLength(1);
  });

  it("lets a signed-in user re-use the photo of a listing they submitted, whatever the contact e-mail", async () => {
    const { check } = checkWith([candidate({ ownerId: USER.id, agentId: null })], [USER]);
    const matches = await check.othersListingsMatching({ userId: USER.id }, photos);
    expect(matches).toEqual([]);
  });

  it("lets a signed-in user re-use the photo of their verified agent's listing", async () => {
    const { check } = checkWith([candidate({ agentId: KOFI.id })], [USER]);
    const matches = await check.othersListingsMatching({ userId: USER.id }, photos);
    expect(matches).toEqual([]);
  });

  it("never takes a visitor for the owner of a listing that has neither owner nor agent", async () => {
    const { check } = checkWith([candidate({ ownerId: null, agentId: null, agentEmail: null })]);
    const matches = await check.othersListingsMatching({ userId: null }, photos);
    expect(matches).toHaveLength(1);
  });

  it("keeps the three nearest matches per photo and drops the submitter's own among them", async () => {
    const near = [
      candidate({ propertyId: 10, distance: 0, agentId: KOFI.id }),
      ...[11, 12, 13, 14].map((id, i) => candidate({ propertyId: id, distance: i + 1 })),
      candidate({ imageUrl: "/uploads/other.jpg", propertyId: 15, distance: 5 }),
    ];
    const { check } = checkWith(near, [USER]);
    const matches = await check.othersListingsMatching({ userId: USER.id }, photos);
    expect(matches.map((m) => [m.imageUrl, m.propertyId])).toEqual([
      ["/uploads/new.jpg", 11],
      ["/uploads/new.jpg", 12],
      ["/uploads/new.jpg", 13],
      ["/uploads/other.jpg", 15],
    ]);
  });

  it("asks nothing when no photo could be hashed", async () => {
    const { check, hashes } = checkWith([candidate()]);
    expect(await check.othersListingsMatching({ userId: null }, [])).toEqual([]);
    expect(hashes.asked).toEqual([]);
  });
});

describe("fingerprints and hashedPhotos", () => {
  it("pairs stored URLs with the hashes taken in the same order, leaving out the unhashable", async () => {
    const { check } = checkWith([]);
    const hashes = await check.fingerprint([Buffer.from("abc"), Buffer.alloc(0), Buffer.from("x")]);
    expect(hashes).toEqual([3n, null, 1n]);
    expect(hashedPhotos(["/u/a.jpg", "/u/b.png", "/u/c.jpg"], hashes)).toEqual([
      { url: "/u/a.jpg", hash: 3n },
      { url: "/u/c.jpg", hash: 1n },
    ]);
  });
});
