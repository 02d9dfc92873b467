import fc from "fast-check";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { mailboxKey } from "../../src/shared/mailbox.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765400000000 keys the accounts that were there before mailbox keys, in SQL, on
// whichever database this run has. Its SQL and mailboxKey() are one rule written twice (the
// migration must stay what it was): this holds them together over the forms an address takes.

let database: TestDatabase;
afterAll(() => database?.dispose());

/** Addresses as people typed them, beside generated forms of a few mailboxes. */
const TYPED = [
  "Abena.Owusu@Example.com",
  "abena.owusu+rent@example.com",
  "kofi.boateng@gmail.com",
  "K.O.F.I.Boateng+ads@GoogleMail.com",
  "\u212Awame@example.com",
  "ｅｆｕａ@example.com",
  "yaw@example.com.",
  "+tagged@example.com",
  "ama@ofie.com.gh",
];
const GENERATED = fc.sample(
  fc
    .tuple(
      fc.constantFrom("esi", "kojo.mensah", "adwoa"),
      fc.constantFrom("example.com", "gmail.com", "googlemail.com"),
      fc.option(fc.stringMatching(/^[a-z0-9]{1,6}$/), { nil: undefined }),
      fc.boolean(),
    )
    .map(
      ([box, host, tag, upper]) =>
        `${upper ? box.toUpperCase() : box}${tag ? `+${tag}` : ""}@${host}`,
    ),
  { numRuns: 60, seed: 20261129 },
);

it("keys every account as mailboxKey() does; later accounts of one mailbox keep working, keyed apart", async () => {
  // From the previous release's schema, kept as a template: only the migrations since run here.
  database = await createTestDatabase({ template: "previous" });
  // One row per address in any case: the table never allowed two (lower(email) is unique).
  const addresses = new Map([...TYPED, ...GENERATED].map((email) => [email.toLowerCase(), email]));
  const rows = [...addresses.values()].map((email, i) => ({
    email,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }));
  await atMigrations(database, migrationsBefore("MailboxKeys1765400000000"), async (previous) => {
    for (const { email, createdAt } of rows) {
      await previous.query(
        "INSERT INTO users (email, password_hash, first_name, created_at) VALUES ($1, 'x', 'Ama', $2)",
        [email, createdAt],
      );
    }
    await previous.query(
      `INSERT INTO properties (title, description, price, listing_type, location, city, region, property_type)
       VALUES ('Flat', 'A flat.', 1000, 'rent', 'Osu', 'Accra', 'Greater Accra', 'apartment')`,
    );
    await previous.query(
      `INSERT INTO listing_reports (property_id, reason, reporter_hash, counted)
       SELECT id, 'scam', repeat('a', 64), true FROM properties`,
    );
  });

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const stored: { id: number; email: string; email_key: string }[] =
      await opened.dataSource.query(
        "SELECT id, email, email_key FROM users ORDER BY created_at, id",
      );
    expect(stored).toHaveLength(rows.length);
    const seen = new Set<string>();
    for (const { id, email, email_key } of stored) {
      const key = mailboxKey(email);
      const expected = seen.has(key) ? `${key}#${id}` : key;
      seen.add(key);
      expect({ email, email_key }).toEqual({ email, email_key: expected });
    }
    // Some generated forms shared a mailbox, so both branches ran.
    expect(seen.size).toBeLessThan(stored.length);
    // A report made before the migration is one person of its own, as it was counted.
    expect(
      await opened.dataSource.query(
        "SELECT mailbox_hash = reporter_hash AND network_hash = reporter_hash AS own FROM listing_reports",
      ),
    ).toEqual([{ own: true }]);
  } finally {
    await opened.close();
  }
});
