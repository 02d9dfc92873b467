import type pg from "pg";
import { CATALOGUE_CHANNEL } from "../../src/adapters/persistence/catalogue-channel.js";
import type { CatalogueChanges } from "../../src/shared/ports.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { connectBeside } from "./raw-connections.js";

// What the read cache hears (decision 22) as the database delivers it: the embedded PGlite's
// one session calls us in this process before the writer's statement returns, a server's LISTEN
// connection hears it over the wire, later. Each count ends with a marker notification of the
// test's own: notifications arrive in commit order, so the count at the marker's arrival is final,
// without waiting for anything that should not come.

let app: TestApp;
let changes: CatalogueChanges;
/** Every change the app's catalogue changes have told their subscribers of. */
let heard = 0;
/** `heard` after the last test's marker. */
let base = 0;
let markers = 0;
beforeAll(async () => {
  app = await startTestApp();
  changes = app.application.database.catalogueChanges;
  changes.subscribe(() => {
    heard += 1;
  });
  await changes.ready();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.reset();
  base = await countAtMarker();
});

const sql = (query: string, params?: unknown[]) => app.sql(query, params);

/**
 * Notifies the channel through the pool, as the app's listener probes it, and gives `heard` as
 * it stood once that notification was heard (the marker itself included). A server's listener
 * is the adapter's own connection: the marker is told from the writes' notifications by its
 * payload, which only that connection sees.
 */
async function countAtMarker(): Promise<number> {
  markers += 1;
  const payload = `test-marker-${markers}`;
  const listener = (changes as unknown as { client?: pg.Client }).client;
  let count: number | undefined;
  const arrived = new Promise<void>((resolve) => {
    const onNotification = (message: pg.Notification) => {
      if (message.payload !== payload) return;
      listener?.off("notification", onNotification);
      // The adapter's own handler was registered first, so the marker is already counted.
      count = heard;
      resolve();
    };
    listener?.on("notification", onNotification);
  });
  await sql("SELECT pg_notify($1, $2)", [CATALOGUE_CHANNEL, payload]);
  if (listener) await within("the test's marker notification to be heard", arrived, 10_000);
  else count = heard;
  return count as number;
}

/** The changes heard since the test began or the last count, once every earlier commit's has arrived. */
async function heardSinceStart(): Promise<number> {
  const count = await countAtMarker();
  const sinceStart = count - 1 - base;
  base = count;
  return sinceStart;
}

const anAgent = (email: string) =>
  sql("INSERT INTO agents (name, email) VALUES ('Kwame Boateng', $1) RETURNING id", [email]);

it("is live on this run's database", () => {
  expect(changes).toMatchObject({ live: true, state: "live" });
});

it("a committed write through the app's pool notifies", async () => {
  await anAgent("kwame@example.com");
  // The embedded session tells this process before the write's statement returns, so a read
  // right after it never meets a cache entry from before it; a server's listener hears it later.
  if (app.application.database.kind === "embedded") expect(heard - base).toBe(1);
  expect(await heardSinceStart()).toBe(1);
});

it("a rolled-back write notifies nobody", async () => {
  await expect(
    app.application.database.dataSource.transaction(async (manager) => {
      await manager.query("INSERT INTO agents (name, email) VALUES ('Ama', 'ama@example.com')");
      await manager.query("UPDATE properties SET featured = true");
      throw new Error("the approval failed half-way");
    }),
  ).rejects.toThrow("half-way");
  expect(await heardSinceStart()).toBe(0);
});

it("a transaction notifies once, at its commit, however many catalogue writes it made", async () => {
  let heardInside = -1;
  await app.application.database.dataSource.transaction(async (manager) => {
    await manager.query("INSERT INTO agents (name, email) VALUES ('A', 'a@example.com')");
    await manager.query("INSERT INTO agents (name, email) VALUES ('B', 'b@example.com')");
    await manager.query("UPDATE agents SET featured = true");
    await manager.query("INSERT INTO exchange_rates (ghs_per_usd) VALUES (15.2500)");
    heardInside = heard - base;
  });
  expect(heardInside).toBe(0);
  expect(await heardSinceStart()).toBe(1);
});

it("a write in plain SQL by another connection notifies (an operator's psql, a CLI command)", async () => {
  const other = await connectBeside(app.application.database.dataSource);
  try {
    await other.query("INSERT INTO agents (name, email) VALUES ('Yaw', 'yaw@example.com')");
    await other.query("BEGIN");
    await other.query("DELETE FROM agents");
    await other.query("ROLLBACK");
    await other.query("TRUNCATE exchange_rates");
  } finally {
    await other.end();
  }
  // The insert and the truncate; the rolled-back delete said nothing.
  expect(await heardSinceStart()).toBe(2);
});

it("writes visitors never see do not notify: a blog post's view count, sessions, the outbox", async () => {
  await sql(
    "INSERT INTO blog_posts (title, slug, category) VALUES ('Renting in Accra', 'renting-in-accra', 'guides')",
  );
  expect(await heardSinceStart()).toBe(1);
  await sql("UPDATE blog_posts SET views = views + 1");
  await sql(
    "INSERT INTO sessions (id, data, expires_at) VALUES ('s1', '{}', now() + interval '1 day')",
  );
  await sql(
    "INSERT INTO mail_outbox (recipient, subject, body) VALUES ('a@example.com', 's', 'b')",
  );
  expect(await heardSinceStart()).toBe(0);
  await sql("UPDATE blog_posts SET title = 'Renting in Accra, 2026'");
  expect(await heardSinceStart()).toBe(1);
});

it("a report notifies once it is decided, when an agent's page may count it, not when it is made (decision 100)", async () => {
  const [{ id }] = (await sql(
    `INSERT INTO properties (title, description, price, listing_type, location, city, region,
                             property_type, last_confirmed_at, expires_at)
     VALUES ('Osu flat', 'A flat in Osu let by an agent.', 3000, 'rent', 'Osu', 'Accra',
             'Greater Accra', 'apartment', now(), now() + interval '60 days')
     RETURNING id`,
  )) as { id: number }[];
  expect(await heardSinceStart()).toBe(1);
  await sql(
    `INSERT INTO listing_reports (property_id, reason, fee_kind, fee_amount, reporter_hash)
     VALUES ($1, 'fee-not-shown', 'viewing', 50, repeat('a', 64))`,
    [id],
  );
  await sql("UPDATE listing_reports SET note = 'Asked at the gate.'");
  expect(await heardSinceStart()).toBe(0);
  await sql("UPDATE listing_reports SET status = 'upheld', closed_at = now()");
  expect(await heardSinceStart()).toBe(1);
});
