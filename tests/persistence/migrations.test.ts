import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { migrations } from "#migrations/index.js";
import { SqlMailQueue } from "../../src/adapters/modules/mail/sql-mail-queue.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { UserRepository } from "../../src/modules/accounts/accounts.ports.js";
import type { AgentRepository } from "../../src/modules/agents/agents.ports.js";
import type { ListingSubmissionRepository } from "../../src/modules/listing-submissions/listing-submissions.ports.js";
import type { PropertyRepository } from "../../src/modules/listings/listings.ports.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atPreviousRelease, PREVIOUS_RELEASE, previousReleaseRows } from "./previous-release.js";

// The migrations on whichever database this run has, from an empty database and from the
// previous release's schema.

const names = migrations.map((migration) => migration.name);
const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.dispose()));
});

async function testDatabase(template: "previous" | "migrated"): Promise<TestDatabase> {
  const database = await createTestDatabase({ template });
  databases.push(database);
  return database;
}

const options = (database: TestDatabase) => ({
  databaseUrl: database.databaseUrl,
  listenUrl: database.listenUrl,
  dataDir: database.dataDir,
});

const ranMigrations = async (dataSource: DataSource) =>
  (await dataSource.query("SELECT name FROM migrations ORDER BY id")).map(
    (row: { name: string }) => row.name,
  );

// An empty database migrated is the run's "migrated" template (database-templates.ts): this
// run's globalSetup made it from nothing (PGlite's initdb or CREATE DATABASE), through the
// previous release's migrations and then the rest, as an upgrade does; a migration that fails on
// an empty database fails that, and every test with it. Here its copy is checked rather than the
// whole chain run from nothing a second time. A first start's single run of every migration is
// the embedded journey's (tests/e2e/embedded-start.test.ts) and, on a server, the first start of
// tests/api/admin-first-password.api.test.ts.
it("migrates an empty database: every migration runs, in order, and none is left pending", async () => {
  const database = await openDatabase(options(await testDatabase("migrated")));
  try {
    expect(await ranMigrations(database.dataSource)).toEqual(names);
    expect(await database.pendingMigrations()).toBe(0);
  } finally {
    await database.close();
  }
});

it("keeps its history: the previous release's migrations are the first ones, unchanged in order", () => {
  expect(names.slice(0, PREVIOUS_RELEASE.length)).toEqual(PREVIOUS_RELEASE);
});

it("brings the previous release's database up to date, keeping its users, listings, photos and agents", async () => {
  const atPrevious = await testDatabase("previous");
  const sessionId = "p3Qx9sWlV0h2kR7yT1nB4mZ8cA6eD5fG";
  const ids = await atPreviousRelease(atPrevious, (previous) =>
    previousReleaseRows(previous, sessionId),
  );

  // The current code, as a server starting on that database would: it runs the rest.
  const application = await createApplication(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: atPrevious.dataDir,
      ...atPrevious.env,
      ADMIN_PASSWORD: "migration-test-admin-password",
    }),
  );
  try {
    const { dataSource } = application.database;
    expect(await ranMigrations(dataSource)).toEqual(names);
    expect(await application.database.pendingMigrations()).toBe(0);
    const get = <T>(token: symbol) => application.container.get<T>(token);

    expect(
      await get<UserRepository>(TOKENS.UserRepository).findByEmail("abena.owusu@example.com"),
    ).toMatchObject({
      id: ids.user,
      firstName: "Abena",
      lastName: "Owusu",
      // Nobody had proved an address before the proof by mail: unverified until they do.
      emailVerified: false,
    });
    expect(await get<AgentRepository>(TOKENS.AgentRepository).findById(ids.agent)).toMatchObject({
      name: "Kojo Asante",
      company: "Asante Homes",
      isVerified: true,
    });
    const properties = get<PropertyRepository>(TOKENS.PropertyRepository);
    expect(await properties.findById(ids.property)).toMatchObject({
      title: "Two-bedroom flat in East Legon",
      price: "24000.00",
      listingType: "rent",
      rentPeriod: "year",
      city: "Accra",
      images: ["/uploads/3f9a1c2e4b5d6e7f8a9b0c1d2e3f4a5b.jpg"],
      agentId: ids.agent,
      latitude: null,
      longitude: null,
    });
    // The owner's contact moved from the approved submission to the listing it became.
    expect(await properties.findOwnerContact(ids.property)).toEqual({
      name: "Abena Owusu",
      email: "abena.owusu@example.com",
      phone: "+233 24 123 4567",
    });
    expect(
      await get<ListingSubmissionRepository>(TOKENS.ListingSubmissionRepository).findById(
        ids.submission,
      ),
    ).toMatchObject({ status: "approved", propertyId: ids.property });
    // The computed columns were filled for the old row, so search and the price sort find it.
    const [computed] = await dataSource.query(
      "SELECT comparable_price_ghs, search_sig IS NOT NULL AS signed FROM properties WHERE id = $1",
      [ids.property],
    );
    expect(computed).toEqual({ comparable_price_ghs: "2000.00", signed: true });
    // A signed-in visitor stays signed in: the session is kept under its id's hash.
    const [session] = await dataSource.query("SELECT id, data FROM sessions");
    expect(session).toEqual({
      id: createHash("sha256").update(sessionId).digest("hex"),
      data: { userId: ids.user },
    });
    // Mail the old release never sent waits for the relay; what it sent does not go again.
    expect(await new SqlMailQueue(dataSource).countWaiting()).toBe(1);
  } finally {
    await application.close();
  }
});
