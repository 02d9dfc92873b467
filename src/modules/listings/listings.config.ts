/** What the operator tells the listings module (src/config.ts reads it from the environment). */
export interface ListingsConfig {
  /** INFO_EMAIL: the mailbox that hears about new listing submissions. */
  readonly infoEmail: string;
  /** PUBLIC_URL: the site's address, for the confirm links of the freshness mails. */
  readonly publicUrl: string;
  /** LISTING_TTL_DAYS: how long a published or confirmed listing stays fresh (decision 13). */
  readonly listingTtlDays: number;
}
