import { type Actor, signedInUser } from "../../shared/actor.js";
import { mailboxKey } from "../../shared/mailbox.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { verifyEmailMail } from "./account-mails.js";
import type { AccountTokens } from "./account-tokens.js";
import type { AccountsConfig } from "./accounts.config.js";
import { AccountLinkInvalidError, NewEmailTakenError } from "./accounts.errors.js";
import type { UserRepository } from "./accounts.ports.js";
import type { User } from "./accounts.types.js";

export type AddressLinkPurpose = "verify-email" | "change-email";

/**
 * Proof that an account reads mail at its address: the sign-up link, a fresh link on
 * request, and the link that moves an account to a new address. Opening a link changes nothing
 * (mail scanners open links); the page's button does.
 */
export class EmailVerificationService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: AccountTokens,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AccountsConfig,
  ) {}

  /** Issues a link for the account's current address and mails it (newer links void older). */
  async mailVerificationLink(user: User): Promise<void> {
    await this.transactions.run(async () => {
      const token = await this.tokens.issue("verify-email", {
        userId: user.id,
        applicationId: null,
        email: user.email,
      });
      const link = `${this.config.publicUrl}/verify-email/${token}`;
      await this.mailer.send(verifyEmailMail(user.email, user.firstName, link));
    });
  }

  /** A fresh link for a signed-in account whose address is not yet proved; false if it is. */
  async resendVerification(actor: Actor): Promise<{ sent: boolean }> {
    const user = await this.users.findById(signedInUser(actor));
    if (!user || user.emailVerified) return { sent: false };
    await this.mailVerificationLink(user);
    return { sent: true };
  }

  /** What the link's page shows before its button is pressed; unknown, used or expired: 404. */
  async checkLink(purpose: AddressLinkPurpose, token: unknown): Promise<{ email: string }> {
    const found = await this.tokens.peek(purpose, token);
    if (!found) throw new AccountLinkInvalidError();
    return { email: found.email };
  }

  /** Uses a sign-up (or resent) link: the account's address is proved. */
  async verifyEmail(token: unknown): Promise<{ email: string }> {
    return this.transactions.run(async () => {
      const used = await this.tokens.consume("verify-email", token);
      const user = used?.userId ? await this.users.findById(used.userId) : null;
      // A link mailed to an address the account has since left proves nothing about the new one.
      if (!used || !user || user.email.toLowerCase() !== used.email.toLowerCase()) {
        throw new AccountLinkInvalidError();
      }
      await this.users.markEmailVerified(user.id, this.clock.now());
      return { email: user.email };
    });
  }

  /**
   * Uses a change-of-address link: the account moves to the new address, proved. Refused, and
   * the link left as it was, when another account has taken the address meanwhile.
   */
  async confirmEmailChange(token: unknown): Promise<{ email: string }> {
    return this.transactions.run(async () => {
      const used = await this.tokens.consume("change-email", token);
      if (!used?.userId) throw new AccountLinkInvalidError();
      const moved = await this.users.changeEmail(
        used.userId,
        used.email,
        mailboxKey(used.email),
        this.clock.now(),
      );
      if (!moved) throw new NewEmailTakenError();
      // Links still out for the old address prove nothing now, and a reset link mailed there
      // would hand the account to whoever holds the old mailbox.
      await this.tokens.revoke("verify-email", { userId: used.userId });
      await this.tokens.revoke("reset-password", { userId: used.userId });
      return { email: moved.email };
    });
  }
}
