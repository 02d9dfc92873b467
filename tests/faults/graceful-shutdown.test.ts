import { startBuiltApp } from "../support/built-app-process.js";
import {
  expectAllAnswered,
  message,
  stopUnderKeptAliveClients,
  stopWhileUploading,
  storedMessages,
} from "../support/graceful-shutdown.js";
import { createTestDatabase } from "../support/test-database.js";

// SIGTERM while a request is in flight. The request is held honestly: a slow client uploading
// a contact message (Expect: 100-continue, then the body in two parts), as on mobile data.
// The server has parsed its head once it answers "100 Continue"; the signal comes then.
// Helpers: tests/support/graceful-shutdown.ts. The time bound is in
// graceful-shutdown-timeout.test.ts, the cluster in graceful-shutdown-cluster.test.ts.

describe("SIGTERM", () => {
  it("refuses new connections, finishes the request in flight, closes the database and exits 0", async () => {
    const database = await createTestDatabase({ template: "seeded" });
    try {
      const app = await startBuiltApp({
        databaseUrl: database.databaseUrl,
        listenUrl: database.listenUrl,
        dataDir: database.dataDir,
      });
      const { refused, answer, code } = await stopWhileUploading(app);
      expect(refused).toBe(true);
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ success: true });
      // A keep-alive client is told the connection ends with this answer.
      expect(answer.connection).toBe("close");
      expect(code).toBe(0);
      expect(app.process.output()).toContain("stopped: requests finished, database closed");
      expect(await storedMessages(database.databaseUrl, database.dataDir)).toEqual([
        { message: message.message },
      ]);
    } finally {
      await database.dispose();
    }
  }, 180_000);

  it("with kept-alive clients: answers every request in flight or just arrived, closes the idle connections at once, exits 0", async () => {
    const database = await createTestDatabase({ template: "seeded" });
    try {
      const app = await startBuiltApp({
        databaseUrl: database.databaseUrl,
        listenUrl: database.listenUrl,
        dataDir: database.dataDir,
      });
      expectAllAnswered(await stopUnderKeptAliveClients(app));
      const stored = await storedMessages(database.databaseUrl, database.dataDir);
      expect(stored.map((row) => row.message).sort()).toEqual([
        "kept-alive 0",
        "kept-alive 1",
        "kept-alive 2",
      ]);
    } finally {
      await database.dispose();
    }
  }, 180_000);
});
