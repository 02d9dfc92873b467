/** What the operator tells listing freshness (src/config.ts reads it from the environment). */
export interface ListingFreshnessConfig {
  /** PUBLIC_URL: the site's address, for the confirm links of the freshness mails. */
  readonly publicUrl: string;
  /** LISTING_TTL_DAYS: how long a confirmed listing stays fresh (decision 13). */
  readonly listingTtlDays: number;
}
