import type pg from "pg";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { connectBeside } from "./raw-connections.js";

// The promise of embedded-session-queue.ts, held to what a server gives for free: two clients'
// transactions never run inside each other. PGlite is one session shared by every client of its
// socket, so there the queue alone keeps it; on a server each client has its own session.

let app: TestApp;
const clients: pg.Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
// Each test's clients end with it: one left in a transaction by a failed assertion would hold
// its locks, and the next test's emptying of the tables would wait on them.
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.reset();
});

async function client(): Promise<pg.Client> {
  const opened = await connectBeside(app.application.database.dataSource);
  clients.push(opened);
  return opened;
}

const agentEmails = async () =>
  (await app.sql<{ email: string }>("SELECT email FROM agents ORDER BY email")).map((r) => r.email);

it("a write made while another client's transaction is open is neither seen by it nor undone with it", async () => {
  const [a, b] = await Promise.all([client(), client()]);
  await a.query("BEGIN");
  await a.query("INSERT INTO agents (name, email) VALUES ('A', 'a@example.com')");
  // Sent while A's transaction is open; on the embedded database it queues until A's ends.
  const bWork = (async () => {
    await b.query("INSERT INTO agents (name, email) VALUES ('B', 'b@example.com')");
    return (
      await b.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM agents WHERE email = 'a@example.com'",
      )
    ).rows[0]?.n;
  })();
  // Round trips of A's own after B's statements went out, so that B's are queued by the time A
  // rolls back (a broken queue would have run them inside A's transaction).
  await a.query("SELECT 1");
  // A sees its own row. On a server B's insert may already have committed, and A (read
  // committed) may see it too: that is no breach, so only the row's fate below is checked.
  const { rows } = await a.query<{ emails: string[] }>(
    "SELECT array_agg(email ORDER BY email) AS emails FROM agents",
  );
  expect(rows[0]?.emails).toContain("a@example.com");
  await a.query("ROLLBACK");
  expect(await within("B's statements after A's rollback", bWork, 20_000)).toBe(0);
  expect(await agentEmails()).toEqual(["b@example.com"]);
});

it("two clients' transactions, interleaved statement by statement, commit and roll back apart", async () => {
  const [a, b] = await Promise.all([client(), client()]);
  const run = async (c: pg.Client, who: string, commit: boolean) => {
    await c.query("BEGIN");
    for (let i = 0; i < 5; i++) {
      await c.query("INSERT INTO agents (name, email) VALUES ($1, $2)", [
        who,
        `${who}${i}@example.com`,
      ]);
    }
    await c.query(commit ? "COMMIT" : "ROLLBACK");
  };
  await within(
    "two transactions side by side",
    Promise.all([run(a, "kept", true), run(b, "dropped", false)]),
    20_000,
  );
  expect(await agentEmails()).toEqual([0, 1, 2, 3, 4].map((i) => `kept${i}@example.com`));
});

it("parameterised statements from many clients at once each get their own answer", async () => {
  const many = await Promise.all(Array.from({ length: 4 }, () => client()));
  // Each is Parse, Bind, Execute, Sync: a second client's Parse between them would replace the
  // first's unnamed statement on a shared session.
  const answers = await within(
    "80 parameterised statements from four clients",
    Promise.all(
      many.flatMap((c, who) =>
        Array.from({ length: 20 }, (_, i) =>
          c
            .query<{ v: string; n: number }>("SELECT $1::text AS v, $2::int * 2 AS n", [
              `${who}-${i}`,
              i,
            ])
            .then(({ rows }) => rows[0]),
        ),
      ),
    ),
    30_000,
  );
  expect(answers).toEqual(
    many.flatMap((_, who) =>
      Array.from({ length: 20 }, (_, i) => ({ v: `${who}-${i}`, n: i * 2 })),
    ),
  );
});
