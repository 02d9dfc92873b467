/** What the operator tells the accounts module (src/config.ts reads it from the environment). */
export interface AccountsConfig {
  /** PUBLIC_URL: the site's address, for the links mailed to prove an address or reset a password. */
  readonly publicUrl: string;
}
