import { ScryptPasswordHasher } from "#adapters/crypto/scrypt-password-hasher.js";

const hasher = new ScryptPasswordHasher();

describe("ScryptPasswordHasher (the admin password and users' passwords)", () => {
  it("stores a salted scrypt key, never the password, and verifies only the same password", async () => {
    const stored = await hasher.hash("akwaaba-admin-2026");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86}==$/);
    expect(stored).not.toContain("akwaaba");
    expect(await hasher.hash("akwaaba-admin-2026")).not.toBe(stored);
    expect(await hasher.verify("akwaaba-admin-2026", stored)).toBe(true);
    // Same length, one character off; a prefix; a longer one; empty: each a plain mismatch.
    for (const wrong of ["akwaaba-admin-2027", "akwaaba", "akwaaba-admin-2026-and-more", ""]) {
      expect(await hasher.verify(wrong, stored)).toBe(false);
    }
  });

  it("compares keys of one fixed length whatever the password's length (timingSafeEqual needs it)", async () => {
    const stored = await hasher.hash("a-long-admin-password");
    const keyLength = Buffer.from(stored.split("$")[5] as string, "base64").length;
    expect(keyLength).toBe(64);
    expect(await hasher.verify("x".repeat(10_000), stored)).toBe(false);
  });

  it("treats a damaged stored hash as a mismatch rather than throwing", async () => {
    const stored = await hasher.hash("a-long-admin-password");
    const [, , r, p, salt, key] = stored.split("$");
    for (const damaged of [
      "",
      "plain-text-password",
      `bcrypt$16384$${r}$${p}$${salt}$${key}`,
      `scrypt$not-a-number$${r}$${p}$${salt}$${key}`,
      `scrypt$16384$${r}$${p}$${salt}$`,
      `scrypt$16384$${r}$${p}$${salt}$AAAA`,
    ]) {
      await expect(hasher.verify("a-long-admin-password", damaged)).resolves.toBe(false);
    }
  });

  it("hashes at the configured cost, and a hash keeps its own cost when the setting changes", async () => {
    const cheap = new ScryptPasswordHasher(1024);
    const stored = await cheap.hash("kente-cloth-4-ever");
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Raised later: the old hash still verifies, new ones take the new cost.
    expect(await hasher.verify("kente-cloth-4-ever", stored)).toBe(true);
    expect(await cheap.verify("kente-cloth-4-ever", await hasher.hash("kente-cloth-4-ever"))).toBe(
      true,
    );
  });

  it("checks a password for an unknown account at today's cost, never a match", async () => {
    for (const password of ["", "akwaaba-admin-2026", "x".repeat(200)]) {
      await expect(hasher.verifyNone(password)).resolves.toBe(false);
      await expect(new ScryptPasswordHasher(1024).verifyNone(password)).resolves.toBe(false);
    }
  });
});
