import { isUniqueViolation } from "../../src/adapters/persistence/unique-violation.js";
import { TOKENS } from "../../src/container/tokens.js";
import type {
  AccountTokenRepository,
  TokenPurpose,
} from "../../src/modules/accounts/account-tokens.ports.js";
import type { NewUser } from "../../src/modules/accounts/accounts.ports.js";
import type { TestApp } from "../support/test-app.js";
import { ama, createUser as createAccount, hashOf, kofi } from "./accounts-support.js";
import { withContractApp } from "./contract-app.js";

/**
 * The accounts' and the admin's repositories, called directly on this run's database (PGlite or
 * a PostgreSQL server): what each adapter promises must hold on both engines.
 */

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const get = <T>(token: symbol) => app.application.container.get<T>(token);
const tokens = () => get<AccountTokenRepository>(TOKENS.AccountTokenRepository);
const createUser = (user: NewUser) => createAccount(app, user);

const NOW = new Date("2026-11-23T10:00:00.000Z");
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);

describe("AccountTokenRepository (SqlAccountTokenRepository)", () => {
  let kofiId: number;
  let amaId: number;
  beforeEach(async () => {
    kofiId = (await createUser(kofi)).id;
    amaId = (await createUser(ama)).id;
  });

  const addFor = (
    userId: number,
    token: string,
    purpose: TokenPurpose = "verify-email",
    hours = 48,
  ) =>
    tokens().add({
      purpose,
      tokenHash: hashOf(token),
      userId,
      applicationId: null,
      email: "kofi.boateng@example.com",
      expiresAt: inHours(hours),
    });

  async function insertApplication(): Promise<number> {
    const [row] = await app.sql<{ id: number }>(
      `INSERT INTO agent_registrations
         (name, email, phone, company, specialization, location, bio, languages)
       VALUES ('Kwame Asante', 'kwame@adinkra.example', '0551234567', 'Adinkra Realty',
               'Residential Properties', 'Ashanti', 'Lets family homes in Ahodwo, Kumasi.',
               'English, Twi')
       RETURNING id`,
    );
    return row.id;
  }

  it("stores only the hash and finds the open token by it, leaving it unused", async () => {
    await addFor(kofiId, "kofi-link");
    const expected = {
      id: expect.any(Number),
      purpose: "verify-email",
      userId: kofiId,
      applicationId: null,
      email: "kofi.boateng@example.com",
      expiresAt: inHours(48),
    };
    expect(await tokens().find("verify-email", hashOf("kofi-link"), NOW)).toEqual(expected);
    expect(await tokens().find("verify-email", hashOf("kofi-link"), NOW)).toEqual(expected);
    expect(await app.sql(`SELECT token_hash, used_at FROM account_tokens`)).toEqual([
      { token_hash: hashOf("kofi-link"), used_at: null },
    ]);
  });

  it("finds nothing for another purpose, another hash, or at and after the expiry", async () => {
    await addFor(kofiId, "kofi-link", "verify-email", 1);
    expect(await tokens().find("reset-password", hashOf("kofi-link"), NOW)).toBeNull();
    expect(await tokens().find("verify-email", hashOf("other-link"), NOW)).toBeNull();
    const expiry = inHours(1);
    const justBefore = new Date(expiry.getTime() - 1);
    expect(await tokens().find("verify-email", hashOf("kofi-link"), justBefore)).not.toBeNull();
    expect(await tokens().find("verify-email", hashOf("kofi-link"), expiry)).toBeNull();
    expect(await tokens().find("verify-email", hashOf("kofi-link"), inHours(2))).toBeNull();
  });

  it("reports a second token with the same hash as a unique violation", async () => {
    await addFor(kofiId, "kofi-link");
    const error = await addFor(amaId, "kofi-link").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await app.sql(`SELECT user_id FROM account_tokens`)).toEqual([{ user_id: kofiId }]);
  });

  it("finds the account's newest open token of a purpose", async () => {
    await tokens().add({
      purpose: "change-email",
      tokenHash: hashOf("first"),
      userId: kofiId,
      applicationId: null,
      email: "kofi@first.example",
      expiresAt: inHours(24),
    });
    await tokens().add({
      purpose: "change-email",
      tokenHash: hashOf("second"),
      userId: kofiId,
      applicationId: null,
      email: "kofi@second.example",
      // Expiring sooner than the first: newest means added last, not expiring last.
      expiresAt: inHours(12),
    });
    await addFor(kofiId, "verify", "verify-email");
    await tokens().add({
      purpose: "change-email",
      tokenHash: hashOf("ama's"),
      userId: amaId,
      applicationId: null,
      email: "ama@new.example",
      expiresAt: inHours(24),
    });
    expect(await tokens().findOpenFor("change-email", kofiId, NOW)).toMatchObject({
      email: "kofi@second.example",
      expiresAt: inHours(12),
    });
    // Once the newest has expired, the older one still open is the answer.
    expect(await tokens().findOpenFor("change-email", kofiId, inHours(13))).toMatchObject({
      email: "kofi@first.example",
    });
    expect(await tokens().findOpenFor("change-email", kofiId, inHours(24))).toBeNull();
    expect(await tokens().findOpenFor("reset-password", kofiId, NOW)).toBeNull();
  });

  it("skips used tokens when finding the open one", async () => {
    await addFor(kofiId, "used");
    await addFor(kofiId, "open");
    await tokens().consume("verify-email", hashOf("used"), NOW);
    expect(await tokens().findOpenFor("verify-email", kofiId, NOW)).toMatchObject({
      id: (await tokens().find("verify-email", hashOf("open"), NOW))?.id,
    });
    await tokens().consume("verify-email", hashOf("open"), NOW);
    expect(await tokens().findOpenFor("verify-email", kofiId, NOW)).toBeNull();
  });

  it("consumes a token once, stamping the time it was used", async () => {
    await addFor(kofiId, "kofi-link");
    const usedAt = new Date("2026-11-23T10:05:00.250Z");
    expect(await tokens().consume("verify-email", hashOf("kofi-link"), usedAt)).toMatchObject({
      purpose: "verify-email",
      userId: kofiId,
      applicationId: null,
      email: "kofi.boateng@example.com",
      expiresAt: inHours(48),
    });
    expect(await tokens().consume("verify-email", hashOf("kofi-link"), usedAt)).toBeNull();
    expect(await tokens().find("verify-email", hashOf("kofi-link"), usedAt)).toBeNull();
    const [row] = await app.sql<{ used_at: Date }>(`SELECT used_at FROM account_tokens`);
    expect(row.used_at.toISOString()).toBe("2026-11-23T10:05:00.250Z");
  });

  it("consumes neither an expired token nor one of another purpose", async () => {
    await addFor(kofiId, "kofi-link", "reset-password", 1);
    expect(await tokens().consume("verify-email", hashOf("kofi-link"), NOW)).toBeNull();
    expect(await tokens().consume("reset-password", hashOf("kofi-link"), inHours(1))).toBeNull();
    expect(await app.sql(`SELECT used_at FROM account_tokens`)).toEqual([{ used_at: null }]);
  });

  it("gives a token to exactly one of several requests racing with it", async () => {
    await addFor(kofiId, "kofi-link");
    const results = await Promise.all(
      Array.from({ length: 4 }, () => tokens().consume("verify-email", hashOf("kofi-link"), NOW)),
    );
    expect(results.filter((token) => token !== null)).toHaveLength(1);
  });

  it("revokes an account's open tokens of one purpose, leaving the rest as they were", async () => {
    await addFor(kofiId, "kofi-1");
    await addFor(kofiId, "kofi-2");
    await addFor(kofiId, "kofi-used");
    const earlier = new Date("2026-11-23T09:00:00.000Z");
    await tokens().consume("verify-email", hashOf("kofi-used"), earlier);
    await addFor(kofiId, "kofi-reset", "reset-password");
    await addFor(amaId, "ama-1");
    const applicationId = await insertApplication();
    await tokens().add({
      purpose: "verify-email",
      tokenHash: hashOf("application"),
      userId: null,
      applicationId,
      email: "kwame@adinkra.example",
      expiresAt: inHours(48),
    });

    await tokens().revoke("verify-email", { userId: kofiId }, NOW);

    const rows = await app.sql<{ token_hash: string; used_at: Date | null }>(
      `SELECT token_hash, used_at FROM account_tokens ORDER BY id`,
    );
    expect(rows.map((r) => [r.token_hash, r.used_at?.toISOString() ?? null])).toEqual([
      [hashOf("kofi-1"), NOW.toISOString()],
      [hashOf("kofi-2"), NOW.toISOString()],
      [hashOf("kofi-used"), earlier.toISOString()],
      [hashOf("kofi-reset"), null],
      [hashOf("ama-1"), null],
      [hashOf("application"), null],
    ]);
  });

  it("revokes an application's tokens by its id, a null user matching nothing", async () => {
    const applicationId = await insertApplication();
    await tokens().add({
      purpose: "verify-application",
      tokenHash: hashOf("application"),
      userId: null,
      applicationId,
      email: "kwame@adinkra.example",
      expiresAt: inHours(48),
    });
    await addFor(kofiId, "kofi-application", "verify-application");
    expect(await tokens().find("verify-application", hashOf("application"), NOW)).toEqual({
      id: expect.any(Number),
      purpose: "verify-application",
      userId: null,
      applicationId,
      email: "kwame@adinkra.example",
      expiresAt: inHours(48),
    });

    await tokens().revoke("verify-application", { applicationId }, NOW);

    expect(await tokens().find("verify-application", hashOf("application"), NOW)).toBeNull();
    expect(
      await tokens().find("verify-application", hashOf("kofi-application"), NOW),
    ).not.toBeNull();
  });
});
