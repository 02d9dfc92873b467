import { ContainerModule } from "inversify";
import { bindClass, fromConfig, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { AccountTokens } from "#modules/accounts/account-tokens.js";
import type { AccountsConfig } from "#modules/accounts/accounts.config.js";
import { AccountsService } from "#modules/accounts/accounts.service.js";
import { EmailVerificationService } from "#modules/accounts/email-verification.service.js";
import { PasswordResetService } from "#modules/accounts/password-reset.service.js";
import { RateLimitsService } from "#modules/rate-limits/index.js";
import { SqlAccountTokenRepository } from "./sql-account-token.repository.js";
import { TypeOrmUserRepository } from "./typeorm-user.repository.js";

/** Accounts: users, the links mailed to prove an address or reset a password (decision 40). */
export const accountsBindings = new ContainerModule(({ bind }) => {
  bind<AccountsConfig>(TOKENS.AccountsConfig).toDynamicValue(
    fromConfig(({ publicUrl }) => ({ publicUrl })),
  );
  bind(TOKENS.UserRepository).toDynamicValue(onDb(TypeOrmUserRepository));
  bind(TOKENS.AccountTokenRepository).toDynamicValue(onDb(SqlAccountTokenRepository));
  bindClass(bind, AccountTokens, [TOKENS.AccountTokenRepository, TOKENS.Clock]);
  bindClass(bind, EmailVerificationService, [
    TOKENS.UserRepository,
    AccountTokens,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.AccountsConfig,
  ]);
  bindClass(bind, AccountsService, [
    TOKENS.UserRepository,
    TOKENS.PasswordHasher,
    AccountTokens,
    TOKENS.Mailer,
    TOKENS.Transactions,
    RateLimitsService,
    EmailVerificationService,
    TOKENS.AccountsConfig,
  ]);
  bindClass(bind, PasswordResetService, [
    TOKENS.UserRepository,
    TOKENS.PasswordHasher,
    AccountTokens,
    TOKENS.SessionStore,
    TOKENS.Mailer,
    TOKENS.Transactions,
    TOKENS.Clock,
    TOKENS.AccountsConfig,
    RateLimitsService,
  ]);
});
