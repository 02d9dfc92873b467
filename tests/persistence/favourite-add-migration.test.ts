import { SqlFavouriteRepository } from "../../src/adapters/modules/favourites/sql-favourite.repository.js";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { DbContext } from "../../src/adapters/persistence/db-context.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atMigrations, migrationsBefore } from "./previous-release.js";

// Migration 1765530000000 (decision 111) adds only a function, no column: the favourites, the
// listings and the agents kept before must be read and added to through it as they were.

let database: TestDatabase;
afterAll(() => database?.dispose());

const listed = new Date("2026-09-01T09:00:00.000Z");

it("adds a favourite through the function to listings and favourites kept before it", async () => {
  database = await createTestDatabase({ template: "previous" });
  const kept = await atMigrations(
    database,
    migrationsBefore("FavouriteAddKeptPlan1765530000000"),
    async (previous) => {
      const one = async (sql: string, params: unknown[] = []) =>
        ((await previous.query(sql, params)) as Array<{ id: number }>)[0]?.id as number;
      const agentId = await one(
        `INSERT INTO agents (name, email, is_verified) VALUES ('Kojo Asante', 'kojo@asante.example', true)
         RETURNING id`,
      );
      const listing = (title: string, agent: number | null) =>
        one(
          `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                                   property_type, status, agent_id, created_at, last_confirmed_at, expires_at)
           VALUES ($1, 'A listing kept from before the upgrade.', 6000, 'rent', 'Osu', 'Accra',
                   'Greater Accra', 'apartment', 'available', $2, $3, $3, $3::timestamptz + interval '120 days')
           RETURNING id`,
          [title, agent, listed],
        );
      const withAgent = await listing("Osu flat with an agent", agentId);
      const byOwner = await listing("Osu flat from its owner", null);
      const userId = await one(
        `INSERT INTO users (email, email_key, password_hash, first_name, created_at)
         VALUES ('ama@example.com', 'ama@example.com', 'x', 'Ama', $1) RETURNING id`,
        [listed],
      );
      const favouriteId = await one(
        `INSERT INTO favorites (user_id, property_id, created_at) VALUES ($1, $2, $3) RETURNING id`,
        [userId, withAgent, listed],
      );
      return { agentId, withAgent, byOwner, userId, favouriteId };
    },
  );

  const opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    listenUrl: database.listenUrl,
    dataDir: database.dataDir,
  });
  try {
    const favourites = new SqlFavouriteRepository(new DbContext(opened.dataSource));
    // Saved before the upgrade: met again, not made twice, with its own id and date.
    expect(await favourites.add(kept.userId, kept.withAgent)).toMatchObject({
      created: false,
      favourite: {
        id: kept.favouriteId,
        createdAt: listed,
        property: { id: kept.withAgent, agent: { id: kept.agentId, name: "Kojo Asante" } },
      },
    });
    // A listing kept from before, with no agent: added now, its agent null.
    const added = await favourites.add(kept.userId, kept.byOwner);
    expect(added).toMatchObject({
      created: true,
      favourite: { property: { id: kept.byOwner, title: "Osu flat from its owner", agent: null } },
    });
    expect((await favourites.listForUser(kept.userId)).map((f) => f.propertyId)).toEqual([
      kept.byOwner,
      kept.withAgent,
    ]);
  } finally {
    await opened.close();
  }
});
