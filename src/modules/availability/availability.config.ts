/** What the operator tells the availability asks (src/config.ts reads it from the environment). */
export interface AvailabilityConfig {
  /** PUBLIC_URL: the site's address, for the answer links mailed to the lister. */
  readonly publicUrl: string;
  /** LISTING_TTL_DAYS: how long a Yes keeps the listing in search, as the mail tells the lister. */
  readonly listingTtlDays: number;
}
