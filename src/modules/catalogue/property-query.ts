import { ValidationError } from "../../shared/errors.js";
import { badTextMessage, holdsBadText, isRecord } from "../../shared/validation.js";
import {
  bboxQuery,
  FURNISHING_MESSAGE,
  FURNISHINGS,
  type Furnishing,
  listingTypeOf,
  MAX_RENT_ADVANCE_MONTHS,
  PROPERTY_SORTS,
  PROPERTY_TYPE,
  PROPERTY_TYPES,
  type PropertyFilter,
  type PropertySort,
  type PropertyType,
} from "../listings/index.js";

export const DEFAULT_PAGE_SIZE = 12;

/** A negative or non-numeric price bound ("cheap", "-5") is refused in words a visitor reads. */
export const PRICE_QUERY_MESSAGES = {
  minPrice: "Minimum price must be an amount in GH₵ of 0 or more, e.g. 100000",
  maxPrice: "Maximum price must be an amount in GH₵ of 0 or more, e.g. 500000",
} as const;
export const MAX_PAGE_SIZE = 100;

/**
 * The query keys that select listings (not sort or paging): what a saved search keeps. A new
 * filter of parsePropertyQuery belongs here too, or saved searches silently drop it.
 */
export const PROPERTY_FILTER_KEYS = [
  "featured",
  "search",
  "propertyType",
  "city",
  "region",
  "furnishing",
  "nearUniversity",
  "type",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "maxAdvance",
  "bbox",
] as const;
export type PropertyFilterKey = (typeof PROPERTY_FILTER_KEYS)[number];

/**
 * The same filters as the /properties page's URL writes them, with its sort and without
 * `featured` (the home page's, never a visitor's choice). Its own list because the order is the
 * URL's: a shared link, the pages' cache key and the profile's saved-search links keep it, while
 * the alert mails keep PROPERTY_FILTER_KEYS' order. The check below fails the build when a filter
 * is added to one list and not the other.
 */
export const PROPERTY_PAGE_KEYS = [
  "search",
  "propertyType",
  "city",
  "bedrooms",
  "minPrice",
  "maxPrice",
  "sort",
  "type",
  "region",
  "furnishing",
  "nearUniversity",
  "maxAdvance",
  // "Search this area" on the map (decision 69): west,south,east,north.
  "bbox",
] as const satisfies readonly (Exclude<PropertyFilterKey, "featured"> | "sort")[];
type PageKeyMissing = Exclude<
  Exclude<PropertyFilterKey, "featured">,
  (typeof PROPERTY_PAGE_KEYS)[number]
>;
const everyFilterOnThePage: [PageKeyMissing] extends [never] ? true : PageKeyMissing = true;
void everyFilterOnThePage;

/**
 * Turns the query string of GET /api/properties (spec §7 plus the hero search's fields) into a
 * filter. 'all', 'any' and '' mean "no filter", as the screens send them; anything else that is
 * not understood answers 400 with a field message rather than being silently ignored.
 */
export function parsePropertyQuery(raw: unknown): PropertyFilter {
  const q = isRecord(raw) ? raw : {};
  const errors: Record<string, string[]> = {};
  const text = (key: string): string | undefined => {
    const value = Array.isArray(q[key]) ? (q[key] as unknown[])[0] : q[key];
    if (typeof value !== "string") return undefined;
    if (holdsBadText(value)) {
      errors[key] = [badTextMessage(key)];
      return undefined;
    }
    const trimmed = value.trim();
    return trimmed === "" || trimmed === "all" || trimmed === "any" ? undefined : trimmed;
  };
  const number = (key: string, min: number, max: number, integer = false, message?: string) => {
    // Thousands separators from the hero search, and the '4+' of the bedrooms choice.
    const value = text(key)?.replace(/,/g, "").replace(/\+$/, "");
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
      errors[key] = [
        message ?? `${key} must be ${integer ? "a whole number" : "a number"} from ${min}`,
      ];
      return undefined;
    }
    return n;
  };

  const sort = (text("sort") ?? "newest") as PropertySort;
  if (!PROPERTY_SORTS.includes(sort))
    errors.sort = [`sort must be one of ${PROPERTY_SORTS.join(", ")}`];
  const typeText = text("type");
  const type = typeText === undefined ? undefined : listingTypeOf(typeText);
  if (typeText !== undefined && type === undefined) errors.type = ["type must be sale or rent"];
  // One vocabulary with the listing form: a type no listing can have is a mistake.
  const propertyType = text("propertyType")?.toLowerCase();
  if (propertyType !== undefined && !PROPERTY_TYPES.includes(propertyType as PropertyType))
    errors.propertyType = [PROPERTY_TYPE.unknown];
  // The listings' own vocabulary: a furnishing no listing can have is a mistake, not "none".
  const furnishing = text("furnishing")?.toLowerCase();
  if (furnishing !== undefined && !FURNISHINGS.includes(furnishing as Furnishing))
    errors.furnishing = [FURNISHING_MESSAGE];
  const featured = text("featured");
  if (featured !== undefined && featured !== "true" && featured !== "false") {
    errors.featured = ["featured must be true or false"];
  }
  const filter: PropertyFilter = {
    featured: featured === "true" ? true : undefined,
    search: text("search")?.slice(0, 200),
    propertyType,
    city: text("city"),
    region: text("region"),
    furnishing,
    nearUniversity: text("nearUniversity"),
    listingType: type,
    minPrice: number("minPrice", 0, 1e13, false, PRICE_QUERY_MESSAGES.minPrice),
    maxPrice: number("maxPrice", 0, 1e13, false, PRICE_QUERY_MESSAGES.maxPrice),
    bedrooms: number("bedrooms", 0, 50, true),
    maxAdvance: number("maxAdvance", 0, MAX_RENT_ADVANCE_MONTHS, true),
    bbox: bboxQuery(text("bbox"), errors),
    sort,
    limit: number("limit", 1, MAX_PAGE_SIZE, true) ?? DEFAULT_PAGE_SIZE,
    offset: number("offset", 0, 1e7, true) ?? 0,
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, "Invalid search");
  return filter;
}
