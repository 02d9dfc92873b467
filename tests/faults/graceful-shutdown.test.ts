import http from "node:http";
import net from "node:net";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { createServerDatabase } from "../support/postgres-server.js";
import { createTestDatabase } from "../support/test-database.js";

// SIGTERM while a request is in flight. The request is held honestly: a slow client uploading
// a contact message (Expect: 100-continue, then the body in two parts), as on mobile data.
// The server has parsed its head once it answers "100 Continue"; the signal comes then.

const message = {
  name: "Efua Shutdown",
  email: "efua@example.com",
  message: "Sent while the server was stopping: token shutdown-7f3a",
  inquiryType: "other",
};

interface InFlight {
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string; connection: string | undefined }>;
}

/** Starts the upload and resolves once the server has taken the request (100 Continue). */
function startSlowUpload(baseUrl: string): Promise<InFlight> {
  const body = Buffer.from(JSON.stringify(message));
  const half = Math.floor(body.length / 2);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/contact/submit`, {
      method: "POST",
      agent: new http.Agent({ keepAlive: true }),
      headers: {
        "content-type": "application/json",
        "content-length": body.length,
        expect: "100-continue",
      },
    });
    const answered = new Promise<{ status: number; body: string; connection: string | undefined }>(
      (done, fail) => {
        req.on("response", (res) => {
          let text = "";
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            done({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
          );
        });
        req.on("error", fail);
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      req.write(body.subarray(0, half));
      resolve({
        finish() {
          req.end(body.subarray(half));
          return answered;
        },
      });
    });
    req.flushHeaders();
  });
}

/** Resolves once a new TCP connection to the port is refused (the listener has closed). */
async function refusesNewConnections(baseUrl: string): Promise<boolean> {
  const port = Number(new URL(baseUrl).port);
  for (let i = 0; i < 200; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", (error: NodeJS.ErrnoException) =>
        resolve(error.code === "ECONNREFUSED"),
      );
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function exitCode(app: BuiltApp): Promise<number | null> {
  const child = app.process.child;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function stopWhileUploading(app: BuiltApp) {
  const inFlight = await startSlowUpload(app.baseUrl);
  const exited = exitCode(app);
  app.process.child.kill("SIGTERM");
  const refused = await refusesNewConnections(app.baseUrl);
  const answer = await inFlight.finish();
  return { refused, answer, code: await exited };
}

function servingWorkers(app: BuiltApp): number {
  return app.process.output().match(/Ofie is serving on/g)?.length ?? 0;
}

async function storedMessages(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir, migrate: false });
  try {
    return await database.dataSource.query<{ message: string }[]>(
      "SELECT message FROM contact_messages",
    );
  } finally {
    await database.close();
  }
}

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

  it("does the same in a cluster of two workers, leaving no connection to the database", async () => {
    const database = await createServerDatabase();
    try {
      const app = await startBuiltApp({
        databaseUrl: database.url,
        dataDir: database.dataDir,
        env: { WEB_CONCURRENCY: "2" },
      });
      // The first worker answers /readyz while the second may still be opening its pool.
      for (let i = 0; i < 600 && servingWorkers(app) < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(servingWorkers(app)).toBe(2);
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
});
