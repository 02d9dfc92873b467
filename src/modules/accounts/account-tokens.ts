import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../../shared/ports.js";
import type {
  AccountToken,
  AccountTokenRepository,
  TokenPurpose,
  TokenSubject,
} from "./account-tokens.ports.js";

const HOUR_MS = 60 * 60 * 1000;

/** How long a mailed link works. A password reset is the most dangerous, so the shortest. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "verify-email": 48 * HOUR_MS,
  "change-email": 24 * HOUR_MS,
  "reset-password": 1 * HOUR_MS,
  "verify-application": 48 * HOUR_MS,
  // Mailed with an approval: the agent may not sign up or read it at once.
  "claim-agent": 14 * 24 * HOUR_MS,
};

/**
 * Single-use links sent by e-mail. A token is 32 random bytes, so a fast hash is enough; only the
 * hash is stored. Issuing a new link voids the subject's older ones of the same purpose.
 */
export class AccountTokens {
  constructor(
    private readonly tokens: AccountTokenRepository,
    private readonly clock: Clock,
  ) {}

  /** The token to put in the link; call inside the use case's transaction. */
  async issue(purpose: TokenPurpose, subject: TokenSubject): Promise<string> {
    const now = this.clock.now();
    const owner = {
      ...(subject.userId !== null ? { userId: subject.userId } : {}),
      ...(subject.applicationId !== null ? { applicationId: subject.applicationId } : {}),
    };
    if (Object.keys(owner).length > 0) await this.tokens.revoke(purpose, owner, now);
    const token = randomBytes(32).toString("base64url");
    await this.tokens.add({
      ...subject,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /** The link's token if it still works, without using it (for the page that shows its button). */
  async peek(purpose: TokenPurpose, token: unknown): Promise<AccountToken | null> {
    if (!isWellFormedToken(token)) return null;
    return this.tokens.find(purpose, hashToken(token), this.clock.now());
  }

  /** The account's open link of this purpose, if any: what it waits for (a new address). */
  async openFor(purpose: TokenPurpose, userId: number): Promise<AccountToken | null> {
    return this.tokens.findOpenFor(purpose, userId, this.clock.now());
  }

  /** Uses the link: null when it is unknown, used, expired or of another purpose. */
  async consume(purpose: TokenPurpose, token: unknown): Promise<AccountToken | null> {
    if (!isWellFormedToken(token)) return null;
    return this.tokens.consume(purpose, hashToken(token), this.clock.now());
  }

  /** Voids the subject's open links of this purpose (e.g. every reset link once one was used). */
  async revoke(
    purpose: TokenPurpose,
    subject: { userId?: number; applicationId?: number },
  ): Promise<void> {
    await this.tokens.revoke(purpose, subject, this.clock.now());
  }
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Anything that is not 43 base64url characters is refused before a database lookup. */
function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
