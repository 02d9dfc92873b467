/** What the operator tells the listing submissions (src/config.ts reads it from the environment). */
export interface ListingSubmissionsConfig {
  /** INFO_EMAIL: the mailbox that hears about new listing submissions. */
  readonly infoEmail: string;
  /** LISTING_TTL_DAYS: how long an approved listing stays fresh (decision 13). */
  readonly listingTtlDays: number;
}
