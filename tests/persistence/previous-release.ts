import type { DataSource } from "typeorm";
import { DataSource as OwnDataSource } from "typeorm";
import { migrations } from "#migrations/index.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import type { TestDatabase } from "../support/test-database.js";

/**
 * The migrations of the previous release, commit 87cb5c7 (`git show 87cb5c7:migrations/index.ts`),
 * in their order: a database it left behind has run these and no others.
 */
export const PREVIOUS_RELEASE = [
  "InitialSchema1763800000000",
  "ListingRentPeriod1763810000000",
  "HonestListings1763900000000",
  "ListingFreshnessAndReports1763910000000",
  "ImageHashes1763920000000",
  "SavedSearches1763930000000",
  "HostelRooms1763940000000",
  "ContactClicks1763950000000",
  "SearchIndexes1764000000000",
  "CatalogueChanges1764050000000",
  "SearchText1764100000000",
  "RateLimitCounters1764200000000",
  "AuditLog1764400000000",
  "CoveringSearchIndexes1764500000000",
];

/**
 * Gives `database` the previous release's schema (the same migrations it ran, through a data
 * source of their own; none again on a copy of the "previous" template), then lets `fill` write
 * rows as that release did.
 */
export async function atPreviousRelease<T>(
  database: Pick<TestDatabase, "databaseUrl" | "listenUrl" | "dataDir">,
  fill: (previous: DataSource) => Promise<T>,
): Promise<T> {
  return atMigrations(database, PREVIOUS_RELEASE, fill);
}

/** The schema as the migrations before `name` left it, for a test of that one migration. */
export function migrationsBefore(name: string): string[] {
  const index = migrations.findIndex((migration) => migration.name === name);
  if (index < 0) throw new Error(`no migration ${name}`);
  return migrations.slice(0, index).map((migration) => migration.name);
}

/** Gives `database` the schema of the `names` migrations, then lets `fill` write rows into it. */
export async function atMigrations<T>(
  database: Pick<TestDatabase, "databaseUrl" | "listenUrl" | "dataDir">,
  names: readonly string[],
  fill: (previous: DataSource) => Promise<T>,
): Promise<T> {
  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
    migrate: false,
  });
  try {
    const previous = new OwnDataSource({
      ...opened.dataSource.options,
      entities: [],
      migrations: migrations.filter((migration) => names.includes(migration.name)),
    });
    await previous.initialize();
    try {
      await previous.runMigrations({ transaction: "each" });
      return await fill(previous);
    } finally {
      await previous.destroy();
    }
  } finally {
    await opened.close();
  }
}

/** Rows as the previous release wrote them, in its schema's columns. */
export async function previousReleaseRows(dataSource: DataSource, sessionId: string) {
  const one = async (query: string, params: unknown[]) =>
    ((await dataSource.query(query, params)) as { id: number }[])[0]?.id as number;
  const user = await one(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     VALUES ('abena.owusu@example.com', '$scrypt$not-a-real-hash', 'Abena', 'Owusu') RETURNING id`,
    [],
  );
  const agent = await one(
    `INSERT INTO agents (name, company, email, phone, is_verified, region, specialization)
     VALUES ('Kojo Asante', 'Asante Homes', 'kojo@asantehomes.example', '+233 20 765 4321', true,
             'Greater Accra', 'Residential') RETURNING id`,
    [],
  );
  const photo = "/uploads/3f9a1c2e4b5d6e7f8a9b0c1d2e3f4a5b.jpg";
  const property = await one(
    `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city,
                             region, property_type, bedrooms, bathrooms, images, agent_id, owner_id)
     VALUES ('Two-bedroom flat in East Legon', 'Quiet street, running water, two years'' advance.',
             24000, 'rent', 'year', 'East Legon', 'Accra', 'Greater Accra', 'apartment', 2, 2,
             ARRAY[$1], $2, $3) RETURNING id`,
    [photo, agent, user],
  );
  const submission = await one(
    `INSERT INTO listing_submissions (title, description, price, listing_type, rent_period, location,
                                      city, region, property_type, bedrooms, contact_name,
                                      contact_email, contact_phone, images, status, user_id,
                                      property_id, decided_at)
     VALUES ('Two-bedroom flat in East Legon', 'Quiet street, running water, two years'' advance.',
             24000, 'rent', 'year', 'East Legon', 'Accra', 'Greater Accra', 'apartment', 2,
             'Abena Owusu', 'abena.owusu@example.com', '+233 24 123 4567', ARRAY[$1], 'approved',
             $2, $3, now()) RETURNING id`,
    [photo, user, property],
  );
  await dataSource.query(
    `INSERT INTO sessions (id, data, expires_at) VALUES ($1, $2, now() + interval '7 days')`,
    [sessionId, JSON.stringify({ userId: user })],
  );
  await dataSource.query(
    `INSERT INTO mail_outbox (recipient, subject, body, sent_at) VALUES
       ('abena.owusu@example.com', 'Your listing is live', 'It is on the site.', now()),
       ('kojo@asantehomes.example', 'A new inquiry', 'Someone asked about East Legon.', NULL)`,
  );
  return { user, agent, property, submission };
}
