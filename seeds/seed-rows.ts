import type { AgentEntity } from "../src/adapters/modules/agents/agent.entity.js";
import type { BlogPostEntity } from "../src/adapters/modules/blog/blog-post.entity.js";
import type { StudentHostelEntity } from "../src/adapters/modules/hostels/student-hostel.entity.js";
import type { PropertyEntity } from "../src/adapters/modules/listings/property.entity.js";
import { type PriceTerms, priceProblem } from "../src/modules/listings/index.js";
import {
  agentImageUrl,
  blogImageUrl,
  hostelImageUrls,
  propertyImageUrls,
} from "./data/image-urls.js";
import { cityOf, seedCoordinates } from "./data/neighbourhood-centres.js";
import type { PropertyTerms } from "./data/property-terms.js";
import type { AgentSeed, BlogPostSeed, HostelSeed, PropertySeed } from "./data/seed-types.js";
import { lastConfirmedDaysAgo, SEED_TTL_DAYS } from "./seed-moderation.js";

/**
 * A seed record as database columns. `fields` are refreshed on every run; `firstTimeOnly`
 * holds what the running app owns once the row exists (its dates and counters).
 */
export interface SeedRow<E> {
  key: string;
  fields: Partial<E>;
  firstTimeOnly: Partial<E>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a record appeared, a few days back, staggered so no two share a timestamp. */
export const daysBefore = (now: Date, days: number, stagger: number): Date =>
  new Date(now.getTime() - days * DAY_MS - stagger * 60_000);

export const agentKey = (email: string) => email.trim().toLowerCase();
export const propertyKey = (title: string, location: string) => `${title}\u0000${location}`;

export function agentRow(seed: AgentSeed): SeedRow<AgentEntity> {
  const { email, ...rest } = seed;
  return {
    key: agentKey(email),
    fields: { ...rest, email: agentKey(email), profileImage: agentImageUrl(email) },
    firstTimeOnly: {},
  };
}

/** A seed price obeys the listing form's bounds: a seed row no owner could submit is a bug. */
export function seedPrice(price: string, terms: PriceTerms, title: string): string {
  const problem = priceProblem(Number(price), terms);
  if (problem) throw new Error(`Seed listing "${title}": ${problem} (price ${price})`);
  return price;
}

/** A metre of latitude, in degrees (the Earth's mean radius). */
const DEGREES_PER_METRE = 1 / 111_195;

/**
 * Where a seeded listing is and what it shows: its own pin and pictures, or, for one that lists
 * an earlier seeded listing's place again, a pin a few metres from that one's and that one's
 * picture after its own (decision 102).
 */
function placeAndPictures(
  seed: PropertySeed,
  position: number,
  all: readonly PropertySeed[],
): { latitude: number | null; longitude: number | null; images: string[] } {
  const own = propertyImageUrls(position, seed.photos);
  const { relisting } = seed;
  const pinOf = (s: PropertySeed) =>
    seedCoordinates(propertyKey(s.title, s.location), s.location, s.city);
  if (!relisting) return { ...pinOf(seed), images: own };
  const index = all.findIndex((other) => other.title === relisting.of);
  const earlier = all[index];
  const copied = earlier && propertyImageUrls(index + 1, earlier.photos)[relisting.copiesPhoto - 1];
  const pin = earlier && pinOf(earlier);
  if (!copied || pin?.latitude == null) {
    throw new Error(`Seed listing "${seed.title}" re-lists no photo or pin of "${relisting.of}"`);
  }
  return {
    latitude: Number((pin.latitude + relisting.metresAway * DEGREES_PER_METRE).toFixed(6)),
    longitude: pin.longitude,
    images: [...own, copied],
  };
}

export function propertyRow(
  seed: PropertySeed & PropertyTerms,
  position: number,
  agentIds: Map<string, number>,
  now: Date,
  all: readonly PropertySeed[] = [],
): SeedRow<PropertyEntity> {
  const {
    agentEmail,
    listedDaysAgo,
    photos: _photos,
    nearUniversities,
    featured,
    usdPrice,
    relisting: _relisting,
    ...columns
  } = seed;
  return {
    key: propertyKey(seed.title, seed.location),
    fields: {
      ...columns,
      // Every terms column is written on every run, so a term removed from the seed goes away.
      price: seedPrice(
        usdPrice ?? seed.price,
        {
          listingType: seed.listingType,
          rentPeriod: seed.listingType === "rent" ? seed.rentPeriod : null,
          priceCurrency: usdPrice ? "USD" : "GHS",
        },
        seed.title,
      ),
      priceCurrency: usdPrice ? "USD" : "GHS",
      rentAdvanceMonths: seed.rentAdvanceMonths ?? null,
      viewingFee: seed.viewingFee ?? null,
      commissionPercent: seed.commissionPercent ?? null,
      digitalAddress: seed.digitalAddress ?? null,
      titleStatus: seed.titleStatus ?? null,
      ...placeAndPictures(seed, position, all),
      rentPeriod: seed.listingType === "rent" ? seed.rentPeriod : null,
      nearUniversities: nearUniversities ?? [],
      featured: featured ?? false,
      agentId: agentIds.get(agentKey(agentEmail)) ?? null,
    },
    firstTimeOnly: {
      createdAt: daysBefore(now, listedDaysAgo, position),
      lastConfirmedAt: daysBefore(now, lastConfirmedDaysAgo(seed), position),
      expiresAt: daysBefore(now, lastConfirmedDaysAgo(seed) - SEED_TTL_DAYS, position),
    },
  };
}

export function hostelRow(
  seed: HostelSeed,
  position: number,
  now: Date,
): SeedRow<StudentHostelEntity> {
  const { rooms, distanceKm, ...columns } = seed;
  const cheapest = Math.min(...rooms.map((room) => Number(room.pricePerSemester)));
  return {
    key: seed.name,
    fields: {
      ...columns,
      pricePerSemester: cheapest.toFixed(2),
      distanceKm: distanceKm.toFixed(1),
      ...seedCoordinates(seed.name, seed.location, cityOf(seed.location)),
      images: hostelImageUrls(position, rooms.length),
    },
    firstTimeOnly: { createdAt: daysBefore(now, 120, position) },
  };
}

export function blogRow(seed: BlogPostSeed, position: number, now: Date): SeedRow<BlogPostEntity> {
  const { publishedDaysAgo, views, ...columns } = seed;
  const publishedAt = daysBefore(now, publishedDaysAgo, position);
  return {
    key: seed.slug,
    fields: { ...columns, featuredImage: blogImageUrl(seed.slug) },
    firstTimeOnly: { views, publishedAt, createdAt: publishedAt },
  };
}
