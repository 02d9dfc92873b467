/** The accounts module's public surface: what code outside it may import (decision 97). */
export { AccountTokens } from "./account-tokens.js";
export type { PasswordHasher, UserRepository } from "./accounts.ports.js";
export { PASSWORD_REQUIRED } from "./accounts.rules.js";
export { AccountsService } from "./accounts.service.js";
export { EmailVerificationService } from "./email-verification.service.js";
export { PasswordResetService } from "./password-reset.service.js";
