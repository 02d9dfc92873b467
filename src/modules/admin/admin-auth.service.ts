import { randomBytes } from "node:crypto";
import { type Actor, adminName } from "../../shared/actor.js";
import type { TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { PasswordHasher } from "../accounts/index.js";
import type { AdminConfig } from "./admin.config.js";
import { AdminPasswordFromEnvironmentError, InvalidAdminPasswordError } from "./admin.errors.js";
import type { AdminSessions, SettingsRepository } from "./admin.ports.js";
import { AdminLoginInput, AdminPasswordInput, type AdminPasswordOutcome } from "./admin.types.js";
import type { AuditTrail } from "./audit-trail.js";

const HASH_KEY = "admin_password_hash";
/** Who the audit log names when a start takes a changed ADMIN_PASSWORD. */
const ENVIRONMENT_ACTOR = "env:ADMIN_PASSWORD";

/**
 * The single shared admin password of spec §6. Only its hash is stored; the session flag it
 * grants is checked by the server on every admin call (the spec's browser flag is no wall).
 * A new password ends every admin session: whoever held the old one keeps nothing (decision 78).
 */
export class AdminAuthService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly hasher: PasswordHasher,
    private readonly tx: TransactionRunner,
    private readonly audit: AuditTrail,
    private readonly sessions: AdminSessions,
    private readonly config: AdminConfig,
  ) {}

  /**
   * At start: ADMIN_PASSWORD always wins (decision 78), and taking a changed one ends the admin
   * sessions as a rotation by the CLI does; else keep the stored hash; else, if `generate`,
   * generate one for the operator to read once.
   */
  async ensurePassword({
    generate = true,
  }: {
    generate?: boolean;
  } = {}): Promise<AdminPasswordOutcome> {
    const fromEnvironment = this.config.environmentPassword;
    if (fromEnvironment) {
      const stored = await this.settings.get(HASH_KEY);
      if (!stored) await this.settings.set(HASH_KEY, await this.hasher.hash(fromEnvironment));
      else if (!(await this.hasher.verify(fromEnvironment, stored))) {
        await this.replace(
          await this.hasher.hash(fromEnvironment),
          ENVIRONMENT_ACTOR,
          "set from ADMIN_PASSWORD at start",
        );
      }
      return { kind: "from-environment" };
    }
    if (await this.settings.get(HASH_KEY)) return { kind: "existing" };
    if (!generate) return { kind: "none" };
    const password = generatePassword();
    const hash = await this.hasher.hash(password);
    // Two machines starting on a new database both get here: the first hash stored is kept,
    // and only the instance that stored it prints its password (the other's would not work).
    const stored = await this.settings.setIfAbsent(HASH_KEY, hash);
    return stored === hash ? { kind: "generated", password } : { kind: "existing" };
  }

  /**
   * Sets a new password (the CLI); generates one when none is given. Audited, never the password.
   * Refused while ADMIN_PASSWORD is set: the next start would put that one back.
   */
  async setPassword(password: string | undefined, actor: Actor): Promise<string> {
    const name = adminName(actor);
    if (this.config.environmentPassword) throw new AdminPasswordFromEnvironmentError();
    const input = await validateInput(AdminPasswordInput, {
      password: password ?? generatePassword(),
    });
    await this.replace(
      await this.hasher.hash(input.password),
      name,
      password ? "chosen by the operator" : "generated",
    );
    return input.password;
  }

  /** The new hash and the end of every admin session, in one transaction, audited. */
  private async replace(hash: string, actorName: string, detail: string): Promise<void> {
    await this.tx.run(async () => {
      await this.settings.set(HASH_KEY, hash);
      await this.sessions.endAdminRights();
      await this.audit.record(
        actorName,
        "admin_password.changed",
        { type: "admin_password" },
        detail,
      );
    });
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
