import {
  expectAllAnswered,
  message,
  startTwoWorkers,
  stopUnderKeptAliveClients,
  stopWhileUploading,
  storedMessages,
} from "../support/graceful-shutdown.js";
import { createServerDatabase } from "../support/postgres-server.js";

// SIGTERM while a request is in flight. The request is held honestly: a slow client uploading
// a contact message (Expect: 100-continue, then the body in two parts), as on mobile data.
// The server has parsed its head once it answers "100 Continue"; the signal comes then.
// Helpers: tests/support/graceful-shutdown.ts.

describe("SIGTERM", () => {
  it("does the same in a cluster of two workers, leaving no connection to the database", async () => {
    const database = await createServerDatabase();
    try {
      const app = await startTwoWorkers(database);
      const connections = () =>
        database
          .adminQuery<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
            [database.name],
          )
          .then(([row]) => row.n);
      expect(await connections()).toBeGreaterThan(0);
      const { refused, answer, code } = await stopWhileUploading(app);
      expect(refused).toBe(true);
      expect(answer.status).toBe(201);
      expect(code).toBe(0);
      // Both workers closed their pools before exiting (and said so).
      expect(
        app.process.output().match(/stopped: requests finished, database closed/g),
      ).toHaveLength(2);
      expect(await connections()).toBe(0);
      expect(await storedMessages(database.url, database.dataDir)).toEqual([
        { message: message.message },
      ]);
    } finally {
      await database.dispose();
    }
  }, 240_000);
  it("with kept-alive clients, in a cluster of two workers too", async () => {
    const database = await createServerDatabase();
    try {
      const app = await startTwoWorkers(database);
      expectAllAnswered(await stopUnderKeptAliveClients(app));
      expect(
        app.process.output().match(/stopped: requests finished, database closed/g),
      ).toHaveLength(2);
    } finally {
      await database.dispose();
    }
  }, 240_000);
});
