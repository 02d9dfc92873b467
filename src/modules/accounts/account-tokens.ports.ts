/** What a mailed link proves; each purpose is checked only by the use case that issued it. */
export const TOKEN_PURPOSES = [
  "verify-email",
  "change-email",
  "reset-password",
  "verify-application",
  "claim-agent",
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Whom a token speaks for: an account, an agent application, and the address it was mailed to. */
export interface TokenSubject {
  userId: number | null;
  applicationId: number | null;
  email: string;
}

export interface AccountToken extends TokenSubject {
  id: number;
  purpose: TokenPurpose;
  expiresAt: Date;
}

export interface AccountTokenRepository {
  add(
    token: TokenSubject & { purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  ): Promise<void>;
  /** The unused, unexpired token with this hash, left as it is. */
  find(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountToken | null>;
  /** The account's newest unused, unexpired token of this purpose (e.g. the pending new address). */
  findOpenFor(purpose: TokenPurpose, userId: number, now: Date): Promise<AccountToken | null>;
  /**
   * Marks the unused, unexpired token with this hash used and returns it, in one statement:
   * of two requests racing with one link, exactly one gets it.
   */
  consume(purpose: TokenPurpose, tokenHash: string, now: Date): Promise<AccountToken | null>;
  /** Marks the subject's open tokens of this purpose used (a newer link voids older ones). */
  revoke(
    purpose: TokenPurpose,
    subject: { userId?: number; applicationId?: number },
    now: Date,
  ): Promise<void>;
}
