/** What the operator tells the saved-search alerts (src/config.ts reads it from the environment). */
export interface AlertsConfig {
  /** PUBLIC_URL: the site's address, for the listing and unsubscribe links in a digest. */
  readonly publicUrl: string;
}
