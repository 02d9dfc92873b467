/** What the operator tells the inquiries module (src/config.ts reads it from the environment). */
export interface InquiriesConfig {
  /**
   * INFO_EMAIL: where an inquiry goes when its listing has neither agent nor owner to mail, and
   * where the copy of an owner's inquiry goes.
   */
  readonly infoEmail: string;
}
