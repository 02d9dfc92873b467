import type { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { NewUser, UserRepository } from "../../src/modules/accounts/accounts.ports.js";
import { mailboxKey } from "../../src/shared/mailbox.js";
import type { TestApp } from "../support/test-app.js";
import { ama, createUser as createAccount, kofi } from "./accounts-support.js";
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
const users = () => get<UserRepository>(TOKENS.UserRepository);
const db = () => get<DbContext>(TOKENS.Db);
const createUser = (user: NewUser) => createAccount(app, user);

describe("UserRepository (TypeOrmUserRepository)", () => {
  it("creates an account, answering it as stored, unverified", async () => {
    const created = await createUser(kofi);
    expect(created).toEqual({
      id: expect.any(Number),
      email: "Kofi.Boateng@Example.com",
      firstName: "Kofi",
      lastName: "Boateng",
      profileImageUrl: null,
      createdAt: expect.any(Date),
      emailVerified: false,
    });
    const [row] = await app.sql<Record<string, unknown>>(
      `SELECT id, email, password_hash, email_verified_at, created_at FROM users`,
    );
    expect(row).toEqual({
      id: created.id,
      email: "Kofi.Boateng@Example.com",
      password_hash: "scrypt$kofi-hash",
      email_verified_at: null,
      created_at: created.createdAt,
    });
  });

  it("answers null for a second account with the same address in another case, keeping the first", async () => {
    const first = await createUser(kofi);
    expect(await users().create({ ...ama, email: "KOFI.BOATENG@EXAMPLE.COM" })).toBeNull();
    expect(await app.sql(`SELECT id, first_name FROM users`)).toEqual([
      { id: first.id, first_name: "Kofi" },
    ]);
  });

  it("answers null for a second account of the same mailbox in another form, and finds the account by its mailbox", async () => {
    const first = await users().create({
      ...kofi,
      email: "kofi.boateng+homes@gmail.com",
      emailKey: mailboxKey("kofi.boateng+homes@gmail.com"),
    });
    const again = "KofiBoateng+2@googlemail.com";
    expect(await users().create({ ...ama, email: again, emailKey: mailboxKey(again) })).toBeNull();
    expect(await users().findByMailbox(mailboxKey("k.o.f.i.boateng@gmail.com"))).toEqual(first);
    expect(await users().findByMailbox(mailboxKey("kofi.boateng@example.com"))).toBeNull();
    expect(await app.sql(`SELECT email, email_key FROM users`)).toEqual([
      { email: "kofi.boateng+homes@gmail.com", email_key: "kofiboateng@gmail.com" },
    ]);
  });

  it("makes exactly one account of sign-ups racing with one address", async () => {
    const results = await Promise.all(
      ["yaw.mensah@example.com", "Yaw.Mensah@example.com", "YAW.MENSAH@example.com"].map((email) =>
        users().create({
          ...kofi,
          email,
          emailKey: mailboxKey(email),
          firstName: "Yaw",
          lastName: "Mensah",
        }),
      ),
    );
    expect(results.filter((user) => user !== null)).toHaveLength(1);
    expect(await app.sql(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 1 }]);
  });

  it("refuses a sign-up with a taken address inside a transaction without spoiling it", async () => {
    await createUser(kofi);
    await db().run(async () => {
      expect(await users().create({ ...ama, email: "kofi.boateng@example.com" })).toBeNull();
      // An aborted transaction would refuse this statement and the commit.
      expect(await users().create(ama)).not.toBeNull();
    });
    expect(
      (await app.sql<{ email: string }>(`SELECT email FROM users ORDER BY id`)).map((r) => r.email),
    ).toEqual(["Kofi.Boateng@Example.com", "ama.serwaa@example.com"]);
  });

  it("finds by id, and answers null for an id nobody has", async () => {
    const created = await createUser(ama);
    expect(await users().findById(created.id)).toEqual(created);
    expect(await users().findById(created.id + 1000)).toBeNull();
  });

  it("finds by e-mail whatever its case and surrounding spaces, with the password hash", async () => {
    const created = await createUser(kofi);
    for (const typed of [
      "kofi.boateng@example.com",
      "KOFI.BOATENG@EXAMPLE.COM",
      "  Kofi.Boateng@Example.com ",
    ]) {
      expect(await users().findByEmail(typed)).toEqual({
        ...created,
        passwordHash: "scrypt$kofi-hash",
      });
    }
    expect(await users().findByEmail("kofi.boateng@example.org")).toBeNull();
    // lower(), not a pattern: a wildcard in the address matches nothing.
    expect(await users().findByEmail("kofi_boateng@example.com")).toBeNull();
    expect(await users().findByEmail("%@example.com")).toBeNull();
  });

  it("updates names and address, keeping the address's case as typed", async () => {
    const created = await createUser(kofi);
    const updated = await users().update(created.id, {
      firstName: "Kofi Nti",
      lastName: "Boateng-Asante",
      email: "kofi.boateng@example.com",
    });
    expect(updated).toEqual({
      ...created,
      firstName: "Kofi Nti",
      lastName: "Boateng-Asante",
      email: "kofi.boateng@example.com",
    });
    expect(await app.sql(`SELECT first_name, last_name, email FROM users`)).toEqual([
      {
        first_name: "Kofi Nti",
        last_name: "Boateng-Asante",
        email: "kofi.boateng@example.com",
      },
    ]);
  });

  it("answers null for an update to another account's address (the unique index's error, as each engine reports it)", async () => {
    await createUser(kofi);
    const amaUser = await createUser(ama);
    expect(
      await users().update(amaUser.id, {
        firstName: "Ama",
        lastName: "Serwaa",
        email: "KOFI.boateng@example.com",
      }),
    ).toBeNull();
    expect(await users().findById(amaUser.id)).toEqual(amaUser);
  });

  it("marks the address verified once: a later call keeps the first time", async () => {
    const created = await createUser(ama);
    const first = new Date("2026-11-23T10:15:30.123Z");
    await users().markEmailVerified(created.id, first);
    await users().markEmailVerified(created.id, new Date("2026-11-24T08:00:00.000Z"));
    expect(await users().findById(created.id)).toEqual({ ...created, emailVerified: true });
    const [row] = await app.sql<{ email_verified_at: Date; epoch: string }>(
      `SELECT email_verified_at, extract(epoch FROM email_verified_at)::text AS epoch FROM users`,
    );
    expect(row.email_verified_at.toISOString()).toBe("2026-11-23T10:15:30.123Z");
    // The stored instant, whatever time zone the session renders it in.
    expect(Number(row.epoch)).toBe(first.getTime() / 1000);
  });

  it("changes the address to a proved new one and marks it verified then", async () => {
    const created = await createUser(kofi);
    const at = new Date("2026-11-23T12:00:00.000Z");
    expect(
      await users().changeEmail(
        created.id,
        "kofi@boateng.com.gh",
        mailboxKey("kofi@boateng.com.gh"),
        at,
      ),
    ).toEqual({
      ...created,
      email: "kofi@boateng.com.gh",
      emailVerified: true,
    });
    const [row] = await app.sql<{ email: string; email_verified_at: Date }>(
      `SELECT email, email_verified_at FROM users`,
    );
    expect(row.email).toBe("kofi@boateng.com.gh");
    expect(row.email_verified_at.toISOString()).toBe(at.toISOString());
  });

  it("lets an account change to its own address in another case", async () => {
    const created = await createUser(kofi);
    const moved = await users().changeEmail(
      created.id,
      "KOFI.BOATENG@EXAMPLE.COM",
      mailboxKey("KOFI.BOATENG@EXAMPLE.COM"),
      new Date(),
    );
    expect(moved?.email).toBe("KOFI.BOATENG@EXAMPLE.COM");
  });

  it("answers null when another account has the address in any case, or the account is gone", async () => {
    await createUser(kofi);
    const amaUser = await createUser(ama);
    const at = new Date("2026-11-23T12:00:00.000Z");
    expect(
      await users().changeEmail(
        amaUser.id,
        "kofi.BOATENG@example.com",
        mailboxKey("kofi.BOATENG@example.com"),
        at,
      ),
    ).toBeNull();
    expect(await users().findById(amaUser.id)).toEqual(amaUser);
    expect(
      await users().changeEmail(
        amaUser.id + 1000,
        "nobody@example.com",
        mailboxKey("nobody@example.com"),
        at,
      ),
    ).toBeNull();
    expect(
      await app.sql(`SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL`),
    ).toEqual([{ n: 0 }]);
  });

  it("answers null for a move to a mailbox another account has, in whatever form", async () => {
    const held = "ama.serwaa+1@example.com";
    await users().create({ ...kofi, email: held, emailKey: mailboxKey(held) });
    const other = await createUser({
      ...ama,
      email: "efua@example.com",
      emailKey: "efua@example.com",
    });
    const again = "Ama.Serwaa+2@Example.com";
    expect(await users().changeEmail(other.id, again, mailboxKey(again), new Date())).toBeNull();
    expect(await app.sql(`SELECT email_key FROM users WHERE id = $1`, [other.id])).toEqual([
      { email_key: "efua@example.com" },
    ]);
  });

  it("refuses a change to a taken address inside a transaction without spoiling it", async () => {
    await createUser(kofi);
    const amaUser = await createUser(ama);
    await db().run(async () => {
      expect(
        await users().changeEmail(
          amaUser.id,
          "kofi.boateng@example.com",
          mailboxKey("kofi.boateng@example.com"),
          new Date(),
        ),
      ).toBeNull();
      await users().setPasswordHash(amaUser.id, "scrypt$after-refusal");
    });
    expect(await app.sql(`SELECT password_hash FROM users WHERE id = $1`, [amaUser.id])).toEqual([
      { password_hash: "scrypt$after-refusal" },
    ]);
  });

  it("replaces the password hash of that account only", async () => {
    const kofiUser = await createUser(kofi);
    await createUser(ama);
    await users().setPasswordHash(kofiUser.id, "scrypt$new-hash");
    expect(await app.sql(`SELECT email, password_hash FROM users ORDER BY id`)).toEqual([
      { email: kofi.email, password_hash: "scrypt$new-hash" },
      { email: ama.email, password_hash: "scrypt$ama-hash" },
    ]);
  });
});
