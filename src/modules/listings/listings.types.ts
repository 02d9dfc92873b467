import type { Agent } from "../agents/index.js";
import type { PriceConversion } from "../money/index.js";
import type { AvailabilitySignal } from "./listing-availability.js";
import type { Box, Coordinates } from "./listing-coordinates.js";
import type { ListingOwner, OwnerContact } from "./listing-owner.js";
import type { PriceCurrency, TitleStatus } from "./listing-terms.js";
import type { ListingVisibility } from "./listing-visibility.js";
import type { ListingType, RentPeriod } from "./listings.rules.js";

/** The nested agent of a property is the directory's agent (spec §3). */
export type PropertyAgent = Agent;

/**
 * A property as every door serves it: price a numeric string, images always an array of URLs;
 * with its freshness (expiresAt, freshness) and moderation state (published, underReview).
 */
export interface Property extends ListingVisibility, ListingBasics, ListingTerms, Coordinates {
  id: number;
  city: string;
  region: string;
  status: string;
  parking: number | null;
  furnishing: string | null;
  nearUniversities: string[];
  amenities: string[];
  featured: boolean;
  /** The card reads isFeatured (spec §3); both names are served. */
  isFeatured: boolean;
  agentId: number | null;
  agent: PropertyAgent | null;
  /** A private owner's listing (no agent): "Listed by owner", their name and phone (decision 56). */
  owner: ListingOwner | null;
  createdAt: Date;
  /** The other currency's equivalent at the operator's latest rate; null before any rate is set. */
  priceConversion: PriceConversion | null;
  /** True when the advance asked is above the legal six months (listing-terms.ts). */
  exceedsLegalAdvance: boolean;
  /** True when the stated commission is above what is common for its kind (commission-norms.ts). */
  commissionAboveCommon: boolean;
  /** When the price last went down (in its currency); a rise clears it. */
  priceReducedAt: Date | null;
  /** The card's "Reduced" badge: a cut within REDUCED_BADGE_DAYS (price-reduction.ts). */
  recentlyReduced: boolean;
  /** "Availability confirmed 2 days ago" or "Not confirmed recently" (listing-availability.ts). */
  availability: AvailabilitySignal;
}

/** GET /api/properties/count; `capped` only when counting stopped at its cap (total a lower bound). */
export interface PropertyCount {
  total: number;
  capped?: true;
}

/** A listing as the sitemap names it: its page and when it last changed. */
export interface SitemapListing {
  id: number;
  updatedAt: Date;
}

/**
 * A listing as a map pin (GET /api/properties/pins): where it is and what its popup says, the
 * price as the card shows it (formatListingPrice), nothing more, so hundreds stay light.
 */
export interface PropertyPin {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  price: string;
  priceCurrency: PriceCurrency;
  listingType: ListingType;
  rentPeriod: "month" | "year" | null;
}

/** The pins a search selects, at most PIN_CAP; `more` when further matches have pins too. */
export interface PropertyPins {
  pins: PropertyPin[];
  more: boolean;
}

export const PROPERTY_SORTS = ["newest", "price-low", "price-high", "featured"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** A parsed, validated search: absent fields do not filter. */
export interface PropertyFilter {
  featured?: boolean;
  search?: string;
  propertyType?: string;
  city?: string;
  region?: string;
  furnishing?: string;
  nearUniversity?: string;
  listingType?: ListingType;
  minPrice?: number;
  maxPrice?: number;
  /** 4 means 4 or more (the '4+' choice); smaller numbers match exactly. */
  bedrooms?: number;
  /** Rentals stating an advance of at most this many months; sales and unstated advances drop out. */
  maxAdvance?: number;
  /** Listings published after this moment (saved-search digests: new since the last mail). */
  createdAfter?: Date;
  /** …and up to this one, so a digest's window is closed and a listing is never mailed twice. */
  createdUpTo?: Date;
  /** Only these listings (an instant alert asks whether the one just published matches). */
  ids?: number[];
  /** Only listings whose pin lies in this box (map search, `bbox=`); listings with no pin drop out. */
  bbox?: Box;
  sort: PropertySort;
  limit: number;
  offset: number;
  /** The Clock's time, against which expiry is judged (decision 13); the system time when absent. */
  now?: Date;
}

/** What an approved listing submission (or the seed) creates. */
export interface NewProperty extends ListingBasics, ListingTerms, Coordinates {
  city: string;
  region: string;
  furnishing: string | null;
  agentId: number | null;
  ownerId: number | null;
  /** The submission's contact: whom an agentless listing's inquiries reach (decision 56). */
  ownerContact: OwnerContact | null;
  /** Approval confirms the listing: it stays in search until expiresAt (decision 13). */
  lastConfirmedAt: Date;
  expiresAt: Date;
}

/**
 * What every listing states, whether submitted, published or seeded: the one list of its fields,
 * which Property, NewProperty and ListingSubmission extend (and the entities' ListingColumns store).
 */
export interface ListingBasics {
  title: string;
  description: string;
  /** A numeric string in priceCurrency. */
  price: string;
  listingType: ListingType;
  rentPeriod: RentPeriod | null;
  location: string;
  propertyType: string;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Square metres, a numeric string. */
  area: string | null;
  /** The price is stored and served in this currency (many high-end listings ask dollars). */
  priceCurrency: PriceCurrency;
  images: string[];
}

/**
 * The honest terms a listing states (decision 12); null is "not stated". Which apply depends on
 * its type: rent advance only on rentals, title status only on land.
 */
export interface ListingTerms {
  rentAdvanceMonths: number | null;
  /** GH₵. */
  viewingFee: string | null;
  commissionPercent: string | null;
  digitalAddress: string | null;
  titleStatus: TitleStatus | null;
}

/**
 * What the owner may change; place, type and currency are not (decision 17). Photos change only
 * through Manage Listings' photo use cases, which check them (decision 52).
 */
export type PropertyChanges = Partial<
  Pick<
    Property,
    | "title"
    | "description"
    | "price"
    | "bedrooms"
    | "bathrooms"
    | "parking"
    | "area"
    | "amenities"
    | "status"
    | "images"
  > &
    ListingTerms &
    Coordinates
>;
