import type { DataSource } from "typeorm";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { cli } from "../cli/cli-harness.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";
import { atPreviousRelease, previousReleaseRows } from "./previous-release.js";

// `doctor` on a data set the previous release's CLI damaged (issue 31, decision 73). That release
// had no DATA_DIR lock: `npm run cli` opened a second embedded PostgreSQL on the server's
// DATA_DIR, each numbered new listings from the same sequence, and the last to write a page won,
// leaving rows whose ids the primary key's index never saw. Here the same state is made directly
// (the index told, for one insert, that it is not unique), so it is the same on both databases.
// ComparablePrices1765010000000 rebuilds `properties` (a stored generated column) and with it the
// index, which then fails: could not create unique index "properties_pkey".

let database: TestDatabase;
let ids: { property: number; agent: number };
const savedEnv = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase({ template: "previous" });
  ids = await atPreviousRelease(database, damagedByTheOldCli);
  Object.assign(process.env, database.env, {
    DATA_DIR: database.dataDir,
    ADMIN_PASSWORD: "doctor-test-admin-password",
    LOG_LEVEL: "silent",
  });
}, 120_000);

afterAll(async () => {
  process.env = savedEnv;
  await database.dispose();
});

const start = () => createApplication(loadConfig({ ...process.env, NODE_ENV: "test" }));

it("finds the duplicate id and the broken reference that stop the upgrade, repairs them keeping every row, and the upgrade then runs", async () => {
  await expect(start()).rejects.toThrow(
    /could not create unique index "properties_pkey".*npm run cli -- doctor/,
  );

  const found = await cli("doctor");
  expect(found.code).toBe(1);
  expect(found.out).toContain(
    "properties: 1 value(s) of id are each held by more than one row (1 row(s) too many)",
  );
  expect(found.out).toContain(
    "properties: 1 row(s) point with agent_id at a agents row that does not exist",
  );
  // The previous release's listing photo was never written to this DATA_DIR: reported, not blocking.
  expect(found.out).toContain(
    "1 old upload(s) that rows still show are not in the uploads store (e.g. 3f9a1c2e4b5d6e7f8a9b0c1d2e3f4a5b.jpg)",
  );
  expect(found.out).toContain("Run `doctor --repair`");

  const repaired = await cli("doctor", "--repair");
  expect({ code: repaired.code, err: repaired.err }).toEqual({ code: 0, err: "" });
  expect(repaired.out).toMatch(
    new RegExp(`properties: a second row with id ${ids.property} is now \\d+`),
  );
  expect(await cli("doctor")).toMatchObject({ code: 0 });

  const application = await start();
  try {
    const { dataSource } = application.database;
    expect(await application.database.pendingMigrations()).toBe(0);
    const rows = await dataSource.query("SELECT id, title, agent_id FROM properties ORDER BY id");
    // The oldest row kept its id (and its favourites, inquiries and photos); the CLI's got a new one.
    expect(rows).toEqual([
      { id: ids.property, title: "Two-bedroom flat in East Legon", agent_id: ids.agent },
      { id: expect.any(Number), title: "Written by the old CLI", agent_id: null },
    ]);
    expect(rows[1].id).toBeGreaterThan(ids.property);
    const kept = await dataSource.query(
      "SELECT table_name, action, old_row->>'id' AS id FROM doctor_repairs ORDER BY id",
    );
    expect(kept).toEqual([
      { table_name: "properties", action: "renumbered a duplicate key", id: String(ids.property) },
      {
        table_name: "properties",
        action: "cleared agent_id (no such agents)",
        id: String(rows[1].id),
      },
    ]);
  } finally {
    await application.close();
  }
}, 180_000);

/** The previous release's rows, then a second listing under the first one's id, by an agent since gone. */
async function damagedByTheOldCli(previous: DataSource) {
  const { property, agent } = await previousReleaseRows(previous, "d".repeat(32));
  // Sound rows doctor must leave alone: articles written by hand share the NULL source_url.
  await previous.query(
    `INSERT INTO blog_posts (title, slug, category) VALUES ('A', 'a', 'guides'), ('B', 'b', 'guides')`,
  );
  await previous.transaction(async (m) => {
    await m.query("CREATE TEMP TABLE written_beside AS SELECT * FROM properties WHERE id = $1", [
      property,
    ]);
    await m.query(
      `UPDATE written_beside SET title = 'Written by the old CLI', agent_id = 424242,
                                 created_at = created_at + interval '1 minute'`,
    );
    await m.query(
      "UPDATE pg_index SET indisunique = false WHERE indexrelid = 'properties_pkey'::regclass",
    );
    // The agent it names is not there either: no foreign-key check ran for the other process.
    await m.query("SET LOCAL session_replication_role = replica");
    const [{ list }] = await m.query(
      `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
         FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = 'properties' AND is_generated = 'NEVER'`,
    );
    await m.query(`INSERT INTO properties (${list}) SELECT ${list} FROM written_beside`);
    await m.query(
      "UPDATE pg_index SET indisunique = true WHERE indexrelid = 'properties_pkey'::regclass",
    );
  });
  return { property, agent };
}
