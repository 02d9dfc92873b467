import { randomBytes } from "node:crypto";
import { type Actor, adminName } from "../../shared/actor.js";
import type { TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { PasswordHasher } from "../accounts/accounts.ports.js";
import { InvalidAdminPasswordError } from "./admin.errors.js";
import type { SettingsRepository } from "./admin.ports.js";
import { AdminLoginInput, AdminPasswordInput, type AdminPasswordOutcome } from "./admin.types.js";
import type { AuditTrail } from "./audit-trail.js";

const HASH_KEY = "admin_password_hash";

/**
 * The single shared admin password of spec §6. Only its hash is stored; the session flag it
 * grants is checked by the server on every admin call (the spec's browser flag is no wall).
 */
export class AdminAuthService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tx: TransactionRunner,
    private readonly audit: AuditTrail,
  ) {}

  /** At start: ADMIN_PASSWORD wins; else keep the stored hash; else generate one to print once. */
  async ensurePassword(fromEnvironment: string | undefined): Promise<AdminPasswordOutcome> {
    if (fromEnvironment) {
      const stored = await this.settings.get(HASH_KEY);
      if (!stored || !(await this.hasher.verify(fromEnvironment, stored))) {
        await this.settings.set(HASH_KEY, await this.hasher.hash(fromEnvironment));
      }
      return { kind: "from-environment" };
    }
    if (await this.settings.get(HASH_KEY)) return { kind: "existing" };
    const password = generatePassword();
    const hash = await this.hasher.hash(password);
    // Two machines starting on a new database both get here: the first hash stored is kept,
    // and only the instance that stored it prints its password (the other's would not work).
    const stored = await this.settings.setIfAbsent(HASH_KEY, hash);
    return stored === hash ? { kind: "generated", password } : { kind: "existing" };
  }

  /** Sets a new password (the CLI); generates one when none is given. Audited, never the password. */
  async setPassword(password: string | undefined, actor: Actor): Promise<string> {
    const name = adminName(actor);
    const input = await validateInput(AdminPasswordInput, {
      password: password ?? generatePassword(),
    });
    const hash = await this.hasher.hash(input.password);
    await this.tx.run(async () => {
      await this.settings.set(HASH_KEY, hash);
      await this.audit.record(
        name,
        "admin_password.changed",
        { type: "admin_password" },
        password ? "chosen by the operator" : "generated",
      );
    });
    return input.password;
  }

  async login(raw: unknown): Promise<void> {
    const input = await validateInput(AdminLoginInput, raw);
    const stored = await this.settings.get(HASH_KEY);
    if (!stored || !(await this.hasher.verify(input.password, stored))) {
      throw new InvalidAdminPasswordError();
    }
  }
}

function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
