/** What the operator tells the viewings (src/config.ts reads it from the environment). */
export interface ViewingsConfig {
  /** PUBLIC_URL: the site's address, for the links mailed to both sides. */
  readonly publicUrl: string;
}
