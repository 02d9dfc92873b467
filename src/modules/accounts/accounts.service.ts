import { type Actor, signedInUser } from "../../shared/actor.js";
import { UnauthorizedError } from "../../shared/errors.js";
import { mailboxKey } from "../../shared/mailbox.js";
import type { Mailer, TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { Admission, RateLimitsService } from "../rate-limits/index.js";
import { changeEmailMail, emailChangeNoticeMail, emailInUseMail } from "./account-mails.js";
import type { AccountTokens } from "./account-tokens.js";
import type { AccountsConfig } from "./accounts.config.js";
import { EmailTakenError, InvalidCredentialsError } from "./accounts.errors.js";
import type { PasswordHasher, UserRepository } from "./accounts.ports.js";
import {
  type AccountView,
  LoginInput,
  ProfileInput,
  RegisterInput,
  type User,
} from "./accounts.types.js";
import type { EmailVerificationService } from "./email-verification.service.js";
import { requireGoodPassword } from "./password-strength.js";

export class AccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly mailer: Mailer,
    private readonly transactions: TransactionRunner,
    private readonly rateLimits: RateLimitsService,
    private readonly verification: EmailVerificationService,
    private readonly config: AccountsConfig,
  ) {}

  /** Creates the account (the door signs it in) and mails a link that proves the address. */
  async register(raw: unknown): Promise<AccountView> {
    const input = await validateInput(RegisterInput, raw);
    await requireGoodPassword(input.password, [input.email, input.firstName, input.lastName]);
    // One account per mailbox: `ama+2@` is refused beside `ama@`.
    const emailKey = mailboxKey(input.email);
    if (await this.users.findByMailbox(emailKey)) throw new EmailTakenError();
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.transactions.run(async () => {
      const created = await this.users.create({
        email: input.email.trim(),
        emailKey,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
      });
      if (!created) throw new EmailTakenError();
      await this.verification.mailVerificationLink(created);
      return created;
    });
    return { ...user, pendingEmail: null };
  }

  async signIn(raw: unknown): Promise<AccountView> {
    const input = await validateInput(LoginInput, raw);
    const found = await this.users.findByEmail(input.email);
    const ok = found
      ? await this.hasher.verify(input.password, found.passwordHash)
      : await this.hasher.verifyNone(input.password);
    if (!found || !ok) throw new InvalidCredentialsError();
    const { passwordHash: _secret, ...user } = found;
    return this.view(user);
  }

  async getUser(actor: Actor): Promise<AccountView> {
    const user = await this.users.findById(signedInUser(actor));
    if (!user) throw new UnauthorizedError();
    return this.view(user);
  }

  /**
   * Names are saved at once. A new e-mail address is only asked for: the account keeps its
   * address until a link mailed to the new one is used, and the address in force is told.
   * The answer is the same whether or not another account has the new address (no oracle);
   * e-mail changes are rate-limited per account, and past the new address's cap that address is
   * sent nothing, with the same answer (decision 86).
   */
  async updateProfile(actor: Actor, raw: unknown, address: string): Promise<AccountView> {
    const userId = signedInUser(actor);
    const input = await validateInput(ProfileInput, raw, trimStrings);
    const current = await this.getUser(actor);
    // Only the same letters in another case are saved at once; any other form, even of the same
    // mailbox, is asked for through a link (input addresses arrive in NFKC, so U+212A is a K).
    const sameAddress = input.email.toLowerCase() === current.email.toLowerCase();
    const save = async ({ silenced }: Admission) => {
      const updated = await this.transactions.run(async () => {
        const saved = await this.users.update(userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          // The same address in another case is the same mailbox: saved as typed.
          email: sameAddress ? input.email : current.email,
        });
        if (!saved) throw new EmailTakenError();
        if (!sameAddress) await this.requestEmailChange(saved, input.email, silenced);
        return saved;
      });
      return this.view(updated);
    };
    if (sameAddress) return save({ silenced: false });
    return this.rateLimits.guard("emailChange", { address, userId, email: input.email }, save);
  }

  /**
   * `silenced`: the new address has had its fill of mail this hour. The change is still asked
   * for, as answered; the account's own address is still told, its owner's to hear of.
   */
  private async requestEmailChange(user: User, newEmail: string, silenced: boolean): Promise<void> {
    // A token is kept either way, so the pending address reads the same whoever owns it.
    const token = await this.tokens.issue("change-email", {
      userId: user.id,
      applicationId: null,
      email: newEmail,
    });
    const holder = await this.users.findByMailbox(mailboxKey(newEmail));
    const owner = holder && holder.id !== user.id ? holder : null;
    const forgotPassword = `${this.config.publicUrl}/forgot-password`;
    if (!silenced) {
      await this.mailer.send(
        owner
          ? emailInUseMail(newEmail, forgotPassword)
          : changeEmailMail(
              newEmail,
              user.firstName,
              `${this.config.publicUrl}/confirm-email/${token}`,
            ),
      );
    }
    await this.mailer.send(
      emailChangeNoticeMail(user.email, user.firstName, newEmail, forgotPassword),
    );
  }

  private async view(user: User): Promise<AccountView> {
    const pending = await this.tokens.openFor("change-email", user.id);
    return { ...user, pendingEmail: pending?.email ?? null };
  }
}

/** Trimmed before the rules run, so a name of spaces is "required" rather than stored blank. */
function trimStrings(input: object): void {
  const fields = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") fields[key] = value.trim();
  }
}
