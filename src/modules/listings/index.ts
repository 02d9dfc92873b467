/** The listings module's public surface: what code outside it may import (decision 97). */

export {
  COMMON_COMMISSION_PERCENT,
  commissionAboveCommon,
  commissionAboveCommonText,
} from "./commission-norms.js";
export {
  type AvailabilitySignal,
  availabilityLine,
  availabilitySignal,
  CONFIRMED_LINE_DAYS,
} from "./listing-availability.js";
export type { Box, Coordinates } from "./listing-coordinates.js";
export {
  bboxQuery,
  coordinatesProblems,
  coordinatesText,
  GHANA_BOX,
  inBox,
} from "./listing-coordinates.js";
export { type ListingFields, listingFieldsOf } from "./listing-copy.js";
export {
  applicableTerms,
  coordinatesOf,
  currencyMismatch,
  ListingFieldsInput,
  optionalField,
  PRICE_TERMS,
  prepareListingFields,
  writtenCurrency,
} from "./listing-fields.js";
export type { OwnerContact } from "./listing-owner.js";
export type { ListingManager } from "./listing-ownership.js";
export { canManage, ListingOwnership } from "./listing-ownership.js";
export { listingPlace, placeName } from "./listing-place.js";
export { formatListingPrice, formatPrice } from "./listing-price.js";
export type { PriceCurrency, TitleStatus } from "./listing-terms.js";
export { exceedsLegalAdvance, MAX_RENT_ADVANCE_MONTHS, PRICE_CURRENCIES } from "./listing-terms.js";
export type { Freshness } from "./listing-visibility.js";
export {
  addDays,
  DEFAULT_LISTING_TTL_DAYS,
  freshnessAt,
  REMINDER_WINDOW_DAYS,
  REPORT_THRESHOLD,
} from "./listing-visibility.js";
export { ListingNotYoursError, PropertyNotFoundError } from "./listings.errors.js";
export type { PriceConversions, PropertyRepository } from "./listings.ports.js";
export type {
  Furnished,
  Furnishing,
  ListingRegion,
  ListingType,
  PriceTerms,
  PropertyType,
  RentPeriod,
} from "./listings.rules.js";
export {
  CONTACT_EMAIL_MESSAGE,
  CONTACT_NAME,
  FURNISHED_CHOICES,
  FURNISHED_MESSAGE,
  FURNISHING_MESSAGE,
  FURNISHING_OF_ANSWER,
  FURNISHINGS,
  LISTING_REGIONS,
  LISTING_TYPE_MESSAGE,
  LISTING_TYPES,
  LOCATION,
  listingTypeOf,
  PROPERTY_TYPE,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  priceDigits,
  priceProblem,
  REGION_MESSAGE,
  RENT_PERIOD_MESSAGE,
  RENT_PERIODS,
  ROOM_COUNT,
  ROOM_COUNT_MESSAGES,
} from "./listings.rules.js";
export type {
  ListingBasics,
  ListingTerms,
  Property,
  PropertyCount,
  PropertyFilter,
  PropertyPins,
  PropertySort,
  SitemapListing,
} from "./listings.types.js";
export { PROPERTY_SORTS } from "./listings.types.js";
export { REDUCED_BADGE_DAYS, recentlyReduced } from "./price-reduction.js";
