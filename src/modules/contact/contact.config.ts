/** What the operator tells the contact module (src/config.ts reads it from the environment). */
export interface ContactConfig {
  /** INFO_EMAIL: the mailbox that receives contact messages and newsletter sign-ups. */
  readonly infoEmail: string;
}
