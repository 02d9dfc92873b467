import { startTestApp, type TestApp } from "../support/test-app.js";
import { within } from "../support/until.js";
import { connectBeside } from "./raw-connections.js";

// A client that goes away inside its transaction (an operator's command killed by Ctrl-C beside
// the running server): on a server its session ends and takes the transaction with it; on the
// embedded database the queue must roll back what it left in the one shared session and let the
// others in. Its own database: a session left wedged would hold up every other test of a file.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await within("the app to close after a client went away mid-transaction", app.close(), 30_000);
});

it("a client that goes away inside its transaction leaves nothing open: its writes are undone, others go on", async () => {
  const [gone, next] = await Promise.all([
    connectBeside(app.application.database.dataSource),
    connectBeside(app.application.database.dataSource),
  ]);
  try {
    await gone.query("BEGIN");
    await gone.query("INSERT INTO agents (name, email) VALUES ('Gone', $1)", ["gone@example.com"]);
    // No Terminate, no ROLLBACK: the socket just closes, as when the process is killed.
    (
      gone as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
    await within(
      "another client's write after the first went away mid-transaction",
      next.query("INSERT INTO agents (name, email) VALUES ('Next', 'next@example.com')"),
      20_000,
    );
  } finally {
    await next.end().catch(() => {});
  }
  const emails = await within(
    "the app's own pool to read after the client went away",
    app.sql<{ email: string }>("SELECT email FROM agents ORDER BY email"),
    20_000,
  );
  expect(emails.map((row) => row.email)).toEqual(["next@example.com"]);
});
