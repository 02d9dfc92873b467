/** What the operator tells the agents module (src/config.ts reads it from the environment). */
export interface AgentsConfig {
  /** INFO_EMAIL: the mailbox that hears about new applications. */
  readonly infoEmail: string;
  /** PUBLIC_URL: the site's address, for the verify and claim links mailed to applicants. */
  readonly publicUrl: string;
}
