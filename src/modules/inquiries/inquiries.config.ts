/** What the operator tells the inquiries module (src/config.ts reads it from the environment). */
export interface InquiriesConfig {
  /** INFO_EMAIL: where an inquiry goes when its listing has no agent's address. */
  readonly infoEmail: string;
}
