import type { Container } from "inversify";
import type { DbContext } from "../adapters/persistence/db-context.js";
import { SqlAccountTokenRepository } from "../adapters/persistence/repositories/sql-account-token.repository.js";
import type { TypeOrmSessionStore } from "../adapters/persistence/repositories/typeorm-session.store.js";
import { TypeOrmUserRepository } from "../adapters/persistence/repositories/typeorm-user.repository.js";
import type { AppConfig } from "../config.js";
import { AccountTokens } from "../modules/accounts/account-tokens.js";
import { AccountsService } from "../modules/accounts/accounts.service.js";
import { EmailVerificationService } from "../modules/accounts/email-verification.service.js";
import { PasswordResetService } from "../modules/accounts/password-reset.service.js";
import { RateLimitsService } from "../modules/rate-limits/rate-limits.service.js";
import { TOKENS } from "./tokens.js";

/** Accounts: users, the links mailed to prove an address or reset a password (decision 40). */
export function bindAccounts(
  c: Container,
  {
    config,
    db,
    sessionStore,
  }: { config: AppConfig; db: DbContext; sessionStore: TypeOrmSessionStore },
) {
  c.bind(TOKENS.UserRepository).toConstantValue(new TypeOrmUserRepository(db));
  c.bind(TOKENS.AccountTokenRepository).toConstantValue(new SqlAccountTokenRepository(db));
  c.bind(AccountTokens).toDynamicValue(
    (r) => new AccountTokens(r.get(TOKENS.AccountTokenRepository), r.get(TOKENS.Clock)),
  );
  c.bind(EmailVerificationService).toDynamicValue(
    (r) =>
      new EmailVerificationService(
        r.get(TOKENS.UserRepository),
        r.get(AccountTokens),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.publicUrl,
      ),
  );
  c.bind(AccountsService).toDynamicValue(
    (r) =>
      new AccountsService(
        r.get(TOKENS.UserRepository),
        r.get(TOKENS.PasswordHasher),
        r.get(AccountTokens),
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(RateLimitsService),
        r.get(EmailVerificationService),
        config.publicUrl,
      ),
  );
  c.bind(PasswordResetService).toDynamicValue(
    (r) =>
      new PasswordResetService(
        r.get(TOKENS.UserRepository),
        r.get(TOKENS.PasswordHasher),
        r.get(AccountTokens),
        sessionStore,
        r.get(TOKENS.Mailer),
        r.get(TOKENS.Transactions),
        r.get(TOKENS.Clock),
        config.publicUrl,
      ),
  );
}
