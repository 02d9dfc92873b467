/** Shapes of the hand-written Ghana seed records; the loader maps them onto the TypeORM entities. */
/** The vocabularies are the server's (the *.rules.ts files): a seed row outside them fails to compile. */
import type { AgentRegion, Specialization } from "../../src/modules/agents/index.js";
import type { BlogCategory } from "../../src/modules/blog/index.js";
import type { HostelRoom } from "../../src/modules/hostels/index.js";
import type { ListingRegion, PropertyType } from "../../src/modules/listings/index.js";

export type { PropertyType };

export type PropertyStatus = "available" | "pending" | "sold" | "rented";
export type Furnishing = "furnished" | "unfurnished" | "semi-furnished";
export type UniversitySlug = "university-of-ghana" | "knust" | "ucc" | "ug-medical-school";

export interface AgentSeed {
  name: string;
  company: string;
  /** Lower-case and unique: the natural key of an agent. */
  email: string;
  phone: string;
  /** One decimal, 3.5 to 5.0. */
  rating: string;
  reviewCount: number;
  propertiesSold: number;
  bio: string;
  isVerified: boolean;
  featured: boolean;
  region: AgentRegion;
  specialization: Specialization;
}

interface PropertyBase {
  title: string;
  description: string;
  /** GH₵ as a decimal string; per month or per year for rentals. */
  price: string;
  location: string;
  city: string;
  region: ListingRegion;
  propertyType: PropertyType;
  status: PropertyStatus;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  /** Square metres. */
  area: string | null;
  furnishing: Furnishing | null;
  nearUniversities?: UniversitySlug[];
  amenities: string[];
  featured?: boolean;
  /** Resolved to the agent's id when seeding. */
  agentEmail: string;
  /** Spreads createdAt over the last three months so "newest" sorts meaningfully. */
  listedDaysAgo: number;
  /** How many generated pictures the property has (public/images/seed/properties/p-<n>-<k>-<width>.webp). */
  photos: number;
  /**
   * The same place as an earlier seeded listing, listed again (decision 102): its pin
   * `metresAway` north of that one's, and that one's `copiesPhoto`-th picture after its own.
   */
  relisting?: { of: string; metresAway: number; copiesPhoto: number };
}

export type PropertySeed =
  | (PropertyBase & { listingType: "sale" })
  | (PropertyBase & { listingType: "rent"; rentPeriod: "month" | "year" });

export interface HostelSeed {
  name: string;
  location: string;
  gender: "male" | "female" | "mixed";
  /** The stored price per semester is the cheapest room's (the card's one price). */
  rooms: HostelRoom[];
  semester: string;
  /** To the first of nearbyUniversities. */
  distanceKm: number;
  rating: string;
  reviewCount: number;
  capacity: number;
  studentsPerRoom: number;
  amenities: string[];
  nearbyUniversities: string[];
  phone: string;
}

export interface BlogPostSeed {
  title: string;
  slug: string;
  excerpt: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  category: BlogCategory;
  sourceUrl: string | null;
  views: number;
  publishedDaysAgo: number;
}
