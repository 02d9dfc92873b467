import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { RateLimitsService, Requester } from "../rate-limits/index.js";
import { passwordResetMail } from "./account-mails.js";
import type { AccountTokens } from "./account-tokens.js";
import type { AccountToken } from "./account-tokens.ports.js";
import type { AccountsConfig } from "./accounts.config.js";
import { AccountLinkInvalidError } from "./accounts.errors.js";
import type { PasswordHasher, UserRepository, UserSessions } from "./accounts.ports.js";
import { NewPasswordInput, PasswordResetRequestInput, type User } from "./accounts.types.js";
import { requireGoodPassword } from "./password-strength.js";

/**
 * "Forgot password?": a single-use link valid one hour, mailed only to an address an
 * account has; the answer to the request never says whether one does.
 */
export class PasswordResetService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly sessions: UserSessions,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AccountsConfig,
    private readonly rateLimits: RateLimitsService,
  ) {}

  /**
   * Mails a reset link when an account has the address; does the same nothing otherwise. Past
   * the mailbox's hourly cap it issues and mails nothing, and answers the same (decision 86): a
   * new link would void the last one mailed, which its owner can still use.
   */
  async requestReset(raw: unknown, requester: Requester): Promise<void> {
    await this.rateLimits.guard("passwordReset", requester, async ({ silenced }) => {
      const input = await validateInput(PasswordResetRequestInput, raw);
      if (silenced) return;
      const found = await this.users.findByEmail(input.email);
      if (!found) return;
      await this.transactions.run(async () => {
        const token = await this.tokens.issue("reset-password", {
          userId: found.id,
          applicationId: null,
          email: found.email,
        });
        const link = `${this.config.publicUrl}/reset-password/${token}`;
        await this.mailer.send(passwordResetMail(found.email, found.firstName, link));
      });
    });
  }

  /** For the link's page: 404 when the link cannot be used. */
  async checkResetLink(token: unknown): Promise<{ email: string }> {
    const found = await this.usableLink(token);
    if (!found) throw new AccountLinkInvalidError();
    return { email: found.email };
  }

  /**
   * A link works only while the account still has the address it was mailed to: one issued
   * before the account moved (revoked at the move now, but not by releases before that rule) reached a
   * mailbox that is no longer the account's.
   */
  private async usableLink(token: unknown): Promise<AccountToken | null> {
    const found = await this.tokens.peek("reset-password", token);
    const user = found?.userId ? await this.users.findById(found.userId) : null;
    return found && user?.email.toLowerCase() === found.email.toLowerCase() ? found : null;
  }

  /**
   * Sets the new password, voids every other reset link, marks the address proved (the link
   * came through it) and ends every session of the account; the door then signs this browser in.
   * The password is checked before the link is used, so a refused one leaves the link working.
   */
  async resetPassword(token: unknown, raw: unknown): Promise<User> {
    const input = await validateInput(NewPasswordInput, raw);
    const link = await this.usableLink(token);
    if (!link) throw new AccountLinkInvalidError();
    await requireGoodPassword(input.password, [link.email]);
    const passwordHash = await this.hasher.hash(input.password);
    return this.transactions.run(async () => {
      const used = await this.tokens.consume("reset-password", token);
      const user = used?.userId ? await this.users.findById(used.userId) : null;
      if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) {
        throw new AccountLinkInvalidError();
      }
      await this.users.setPasswordHash(user.id, passwordHash);
      await this.tokens.revoke("reset-password", { userId: user.id });
      await this.users.markEmailVerified(user.id, this.clock.now());
      await this.sessions.endAllFor(user.id);
      return (await this.users.findById(user.id)) ?? user;
    });
  }
}
