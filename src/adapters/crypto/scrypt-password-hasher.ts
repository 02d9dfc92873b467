import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { PasswordHasher } from "../../modules/accounts/index.js";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's default cost: about 35 ms of one core per hash on this project's machines. */
export const DEFAULT_SCRYPT_COST = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** Hashes as `scrypt$N$r$p$salt$key`, so the cost can be raised later without breaking old hashes. */
export class ScryptPasswordHasher implements PasswordHasher {
  /** A hash of no password at today's cost: what an unknown account is checked against. */
  private readonly noAccount: string;

  constructor(private readonly cost = DEFAULT_SCRYPT_COST) {
    const zeros = (length: number) => Buffer.alloc(length).toString("base64");
    this.noAccount = ["scrypt", cost, r, p, zeros(SALT_LENGTH), zeros(KEY_LENGTH)].join("$");
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const N = this.cost;
    const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  /** Takes as long as a verify of a real account at today's cost, and is never a match. */
  async verifyNone(password: string): Promise<false> {
    await this.verify(password, this.noAccount);
    return false;
  }

  /**
   * Constant time: the password is stretched to a key of the stored key's fixed length, and the
   * two keys are compared with timingSafeEqual, so neither the password's length nor where it
   * first differs shows in the time taken. A damaged stored hash is a mismatch, not a crash.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, rr, pp, salt, key] = stored.split("$");
    if (scheme !== "scrypt" || !salt || !key) return false;
    const expected = Buffer.from(key, "base64");
    if (expected.length < 16) return false;
    try {
      const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
        N: Number(n),
        r: Number(rr),
        p: Number(pp),
        maxmem: 64 * 1024 * 1024,
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    } catch {
      return false;
    }
  }
}
