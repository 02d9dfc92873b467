import { IsIn, IsOptional, IsString, MaxLength } from "class-validator";
import { PROPERTY_TYPE, PROPERTY_TYPES } from "../listings/index.js";
import {
  GUIDE_BEDROOMS,
  GUIDE_LISTING_TYPES,
  GUIDE_MESSAGES,
  type GuideGroupKey,
  type GuideListingType,
  type PriceBand,
} from "./price-guide.rules.js";

/** GET /api/price-guide's query; values arrive as strings ("", "all" and "any" mean no filter). */
export class PriceGuideQuery {
  @IsOptional()
  @MaxLength(80, { message: GUIDE_MESSAGES.city })
  @IsString({ message: GUIDE_MESSAGES.city })
  city?: string;

  @IsOptional()
  @MaxLength(200, { message: GUIDE_MESSAGES.neighbourhood })
  @IsString({ message: GUIDE_MESSAGES.neighbourhood })
  neighbourhood?: string;

  @IsOptional()
  @IsIn(GUIDE_LISTING_TYPES, { message: GUIDE_MESSAGES.type })
  type?: GuideListingType;

  @IsOptional()
  @IsIn(PROPERTY_TYPES, { message: PROPERTY_TYPE.unknown })
  propertyType?: string;

  @IsOptional()
  @IsIn(GUIDE_BEDROOMS, { message: GUIDE_MESSAGES.bedrooms })
  bedrooms?: (typeof GUIDE_BEDROOMS)[number];
}

/** The groups of the kept figures one read asks for; undefined means any. */
export interface GuideFilter {
  city?: string;
  /** Only this neighbourhood's groups (not its city's as a whole). */
  neighbourhood?: string;
  listingType?: GuideListingType;
  propertyType?: string;
  /** A bedroom group (TOP_BEDROOM_GROUP is "that many or more"); null: none stated. */
  bedrooms?: number | null;
}

/** When the kept figures were computed, and from which listings: those created since..until. */
export interface GuideComputation {
  since: Date;
  until: Date;
  computedAt: Date;
}

/** The asking prices behind one group: monthly cedi rent, or cedi sale price. */
export interface GroupFigures extends GuideGroupKey {
  listings: number;
  /** How many of them were priced in dollars (converted at the rate of their day). */
  dollarListings: number;
  /** 25th percentile, median and 75th percentile, GH₵ (two decimals). */
  low: number;
  median: number;
  high: number;
}

export interface PriceGuide {
  /**
   * The window the figures were computed from (listings created from `since` to `until`, ISO
   * dates) and when (ISO timestamp); all three null when they have never been computed.
   */
  since: string | null;
  until: string | null;
  computedAt: string | null;
  minListings: number;
  groups: GroupFigures[];
  /** How many groups were left out for having fewer than `minListings` listings. */
  tooFew: number;
}

/** What a property page shows beside its price; null when it has too few comparables. */
export interface PriceComparison {
  comparables: number;
  /** "East Legon, Accra", or the city when the neighbourhood had too few. */
  area: string;
  band: PriceBand;
  group: GuideGroupKey;
  low: number;
  median: number;
  high: number;
  /** When the figures compared with were computed (ISO timestamp). */
  computedAt: string;
}

/** The listing a property page compares: its group and its own price on the guide's terms. */
export interface ComparedListing extends GuideGroupKey {
  id: number;
  /** Monthly cedi rent or cedi sale price; null for a dollar price before any rate was set. */
  priceGhs: number | null;
  /** When it was listed (created_at): whether the figures' window holds it. */
  listedAt: Date;
  /** Out of the figures whatever its date (REPORT_THRESHOLD counted reports, decision 43). */
  underReview: boolean;
}

/** What a refresh kept: every group (small ones too), and the listings they were computed from. */
export interface GuideRefresh {
  since: Date;
  until: Date;
  computedAt: Date;
  /** Groups kept, city-wide ones included. */
  groups: number;
  /** Of them, the ones with at least MIN_GUIDE_LISTINGS listings (the guide shows these). */
  shown: number;
  /** Listings counted: every priced listing of the window, each once. */
  listings: number;
}
