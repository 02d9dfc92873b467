import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { PasswordHasher } from "../../modules/accounts/index.js";

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

/** Hashes as `scrypt$N$r$p$salt$key`, so the cost can be raised later without breaking old hashes. */
export class ScryptPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
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
