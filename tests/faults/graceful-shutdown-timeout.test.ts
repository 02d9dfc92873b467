import { startBuiltApp } from "../support/built-app-process.js";
import {
  exitCode,
  keptAlive,
  slowContactUpload,
  storedMessages,
} from "../support/graceful-shutdown.js";
import { createTestDatabase } from "../support/test-database.js";
import { within } from "../support/until.js";

// SIGTERM while a request is in flight. The request is held honestly: a slow client uploading
// a contact message (Expect: 100-continue, then the body in two parts), as on mobile data.
// The server has parsed its head once it answers "100 Continue"; the signal comes then.
// Helpers: tests/support/graceful-shutdown.ts.

describe("SIGTERM", () => {
  it("cuts what is still in flight when SHUTDOWN_TIMEOUT_MS runs out, then closes and exits 0", async () => {
    const database = await createTestDatabase({ template: "seeded" });
    try {
      const app = await startBuiltApp({
        databaseUrl: database.databaseUrl,
        listenUrl: database.listenUrl,
        dataDir: database.dataDir,
        env: { SHUTDOWN_TIMEOUT_MS: "1500" },
      });
      const [stalled] = await keptAlive(app.baseUrl, 1);
      const upload = slowContactUpload(9);
      stalled?.send(upload.head);
      expect((await stalled?.response())?.status).toBe(100);
      stalled?.send(upload.first);
      const exited = exitCode(app);
      const signalled = performance.now();
      app.process.child.kill("SIGTERM");
      // The rest of the body never comes: the bound ends the wait.
      await within("the stalled connection's cut", stalled?.closed as Promise<void>, 60_000);
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(1400);
      expect(await within("the server's exit", exited, 60_000)).toBe(0);
      expect(app.process.output()).toContain("SHUTDOWN_TIMEOUT_MS ran out");
      expect(app.process.output()).toContain("stopped: requests finished, database closed");
      expect(await storedMessages(database.databaseUrl, database.dataDir)).toEqual([]);
    } finally {
      await database.dispose();
    }
  }, 180_000);
});
