/**
 * The price guide's rules and words, written once (decision 70): the service, the API's
 * validation, the /price-guide page and the property page's comparison band import them. Plain
 * data and pure functions only, so the browser bundle can carry them.
 */
import { formatDate } from "../../shared/dates.js";
import { PROPERTY_TYPE_LABELS, type PropertyType } from "../listings/index.js";

/** The guide reads listings created in the last this many months. */
export const GUIDE_MONTHS = 6;

/** A figure from fewer listings than this is not shown in the guide: one or two asking prices are anecdotes. */
export const MIN_GUIDE_LISTINGS = 3;

/** A property page compares its price only with at least this many other comparable listings. */
export const MIN_COMPARABLES = 5;

/** Bedroom counts from this one up are one group ("5+"): few listings have six or more. */
export const TOP_BEDROOM_GROUP = 5;

/** The bedroom groups a visitor can choose in the guide's filter ("5+" is five or more). */
export const GUIDE_BEDROOMS = ["0", "1", "2", "3", "4", "5+"] as const;

export const GUIDE_LISTING_TYPES = ["rent", "sale"] as const;
export type GuideListingType = (typeof GUIDE_LISTING_TYPES)[number];

export const GUIDE_MESSAGES = {
  city: "City must be text of at most 80 characters, e.g. Accra",
  neighbourhood: "Neighbourhood must be text of at most 200 characters, e.g. East Legon",
  type: "Type must be rent or sale",
  bedrooms: `Bedrooms must be one of ${GUIDE_BEDROOMS.join(", ")}`,
} as const;

/** Where a price sits among its comparables: below the 25th percentile, within the middle range, above the 75th. */
export type PriceBand = "below" | "typical" | "above";

export function priceBand(price: number, low: number, high: number): PriceBand {
  if (price < low) return "below";
  if (price > high) return "above";
  return "typical";
}

export const BAND_WORDS: Record<PriceBand, string> = {
  below: "below the usual asking price",
  typical: "typical of the usual asking price",
  above: "above the usual asking price",
};

/** The band's sentence: "Compared with 5 similar listings in East Legon, Accra: below the usual asking price". */
export function comparisonSentence(comparables: number, area: string, band: PriceBand): string {
  return `Compared with ${comparables} similar listings in ${area}: ${BAND_WORDS[band]}`;
}

/**
 * When the kept figures were computed and from which listings, as the page, the band and the
 * CLI say it: "Figures from listings of 26 May 2026 to 26 November 2026, updated 26 November 2026".
 */
export function figuresDates(
  since: string | Date,
  until: string | Date,
  computedAt: string | Date,
): string {
  return `Figures from listings of ${formatDate(since)} to ${formatDate(until)}, updated ${formatDate(computedAt)}`;
}

/** What the guide says before its figures were ever computed (`refresh-price-guide` has not run). */
export const NOT_COMPUTED = `The guide's figures have not been computed yet: they are worked out once a day from the last ${GUIDE_MONTHS} months' listings.`;

/** "2 bedrooms", "5+ bedrooms", "No bedrooms stated" (land, offices). */
export function bedroomsLabel(bedrooms: number | null): string {
  if (bedrooms === null) return "No bedrooms stated";
  if (bedrooms >= TOP_BEDROOM_GROUP) return `${TOP_BEDROOM_GROUP}+ bedrooms`;
  return bedrooms === 1 ? "1 bedroom" : `${bedrooms} bedrooms`;
}

export function propertyTypeLabel(type: string): string {
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
}

/** One group of the guide, as a filter of /price-guide can name it. */
export interface GuideGroupKey {
  city: string;
  /** Null: the whole city. */
  neighbourhood: string | null;
  listingType: GuideListingType;
  propertyType: string;
  bedrooms: number | null;
}

/** The guide filtered to one group: the property page's link. */
export function guideHref(group: GuideGroupKey): string {
  const search = new URLSearchParams({ city: group.city });
  if (group.neighbourhood) search.set("neighbourhood", group.neighbourhood);
  search.set("type", group.listingType);
  search.set("propertyType", group.propertyType);
  if (group.bedrooms !== null) {
    search.set("bedrooms", group.bedrooms >= TOP_BEDROOM_GROUP ? "5+" : String(group.bedrooms));
  }
  return `/price-guide?${search.toString()}`;
}
