import http from "node:http";
import net from "node:net";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import { type BuiltApp, startBuiltApp } from "./built-app-process.js";
import { KeptAliveConnection } from "./kept-alive-connection.js";
import type { createServerDatabase } from "./postgres-server.js";
import { until, within } from "./until.js";

// Shared by the graceful-shutdown tests (tests/faults/graceful-shutdown*.test.ts).

export const message = {
  name: "Efua Shutdown",
  email: "efua@example.com",
  message: "Sent while the server was stopping: token shutdown-7f3a",
  inquiryType: "other",
};

export interface InFlight {
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string; connection: string | undefined }>;
}

/** Starts the upload and resolves once the server has taken the request (100 Continue). */
export function startSlowUpload(baseUrl: string): Promise<InFlight> {
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
export async function refusesNewConnections(baseUrl: string): Promise<boolean> {
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

export function exitCode(app: BuiltApp): Promise<number | null> {
  const child = app.process.child;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function stopWhileUploading(app: BuiltApp) {
  const inFlight = await startSlowUpload(app.baseUrl);
  const exited = exitCode(app);
  app.process.child.kill("SIGTERM");
  const refused = await refusesNewConnections(app.baseUrl);
  const answer = await inFlight.finish();
  return { refused, answer, code: await exited };
}

export function servingWorkers(app: BuiltApp): number {
  return app.process.output().match(/Ofie is serving on/g)?.length ?? 0;
}

export async function storedMessages(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir, migrate: false });
  try {
    return await database.dataSource.query<{ message: string }[]>(
      "SELECT message FROM contact_messages",
    );
  } finally {
    await database.close();
  }
}

/** A POST of a contact message over a kept-alive connection, its body sent in two parts. */
export function slowContactUpload(n: number) {
  const body = Buffer.from(
    JSON.stringify({
      ...message,
      email: `kept.alive.${n}@example.com`,
      message: `kept-alive ${n}`,
    }),
  );
  const half = Math.floor(body.length / 2);
  const head =
    "POST /api/contact/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
    `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`;
  return { head, first: body.subarray(0, half), rest: body.subarray(half) };
}

export const get = (pathname: string) => `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** `count` connections, each kept alive by a first answer, as a browser's or a proxy's are. */
export async function keptAlive(baseUrl: string, count: number): Promise<KeptAliveConnection[]> {
  const port = Number(new URL(baseUrl).port);
  const connections = await Promise.all(
    Array.from({ length: count }, () => KeptAliveConnection.open(port)),
  );
  for (const connection of connections) {
    connection.send(get("/healthz"));
    const first = await connection.response();
    expect(first.status).toBe(200);
    expect(first.headers.connection).not.toBe("close");
  }
  return connections;
}

export interface Outcome {
  /** Written to the server's socket before the test sent SIGTERM. */
  beforeSignal: boolean;
  status: number | "cut";
}

/**
 * A kept-alive client sending requests back to back (as a proxy under load does) until an
 * answer says `Connection: close` or the server closes the connection. While `held()` gives a
 * promise it sends nothing more until that settles: the moment of the signal is one in which
 * every request sent has reached the server (KeptAliveConnection.acknowledged).
 */
export async function backToBack(
  connection: KeptAliveConnection,
  n: number,
  signalled: () => boolean,
  outcomes: Outcome[],
  held: () => Promise<void> | undefined = () => undefined,
) {
  for (let i = 0; ; i++) {
    await held();
    const beforeSignal = !signalled();
    // Varied, so that the read cache does not answer them all from memory.
    connection.send(get(`/api/properties?limit=50&offset=${(n * 7 + i) % 40}`));
    try {
      const answer = await connection.response();
      outcomes.push({ beforeSignal, status: answer.status });
      if (answer.headers.connection === "close") return outcomes;
    } catch {
      outcomes.push({ beforeSignal, status: "cut" });
      return outcomes;
    }
  }
}

/**
 * Kept-alive clients at SIGTERM: three uploads in flight (the server has their heads and half
 * their bodies), three whose next request reaches the server just before the signal, six
 * sending requests back to back, two idle.
 */
export async function stopUnderKeptAliveClients(app: BuiltApp) {
  const uploads = await keptAlive(app.baseUrl, 3);
  const lastMoment = await keptAlive(app.baseUrl, 3);
  const busy = await keptAlive(app.baseUrl, 6);
  const idle = await keptAlive(app.baseUrl, 2);
  const bodies = uploads.map((_, i) => slowContactUpload(i));
  for (const [i, connection] of uploads.entries()) {
    connection.send(bodies[i]?.head as string);
    // 100 Continue: the server has parsed the head; half the body follows, the rest waits.
    expect((await connection.response()).status).toBe(100);
    connection.send(bodies[i]?.first as Buffer);
  }
  let signalled = false;
  let hold: Promise<void> | undefined;
  let release = () => {};
  const outcomes = busy.map((): Outcome[] => []);
  const loads = busy.map((connection, n) =>
    backToBack(
      connection,
      n,
      () => signalled,
      outcomes[n] as Outcome[],
      () => hold,
    ),
  );
  // Under way on every busy connection: two answers each, a third request in flight.
  await until(
    "two answers on every busy connection",
    () => outcomes.every((o) => o.length >= 2),
    60_000,
  );
  const exited = exitCode(app);
  hold = new Promise((resolve) => {
    release = resolve;
  });
  for (const connection of lastMoment) connection.send(get("/api/properties?limit=12"));
  // Every request sent so far has reached the server before the signal: the busy ones in flight
  // and the last-moment ones, possibly not yet read. Written is not yet arrived under load.
  await within(
    "the server's TCP acknowledging every request sent",
    Promise.all([...lastMoment, ...busy].map((c) => c.acknowledged())),
    30_000,
  );
  signalled = true;
  app.process.child.kill("SIGTERM");
  release();

  // The idle ones are closed by the server while the uploads are still held.
  await within(
    "the server closing the idle connections",
    Promise.all(idle.map((c) => c.closed)),
    30_000,
  );
  // A second signal, as from a supervisor signalling the whole process group: the stop goes on.
  app.process.child.kill("SIGTERM");
  const refused = await refusesNewConnections(app.baseUrl);
  const answers = [];
  for (const connection of lastMoment) {
    answers.push(
      await within("an answer sent just before the signal", connection.response(), 30_000),
    );
  }
  for (const [i, connection] of uploads.entries()) {
    connection.send(bodies[i]?.rest as Buffer);
    answers.push(await within("an upload's answer", connection.response(), 30_000));
  }
  await within("the busy clients' last answers", Promise.all(loads), 30_000);
  // Each told Connection: close on its last answer, and then closed by the server.
  await within(
    "the busy connections' close",
    Promise.all([...lastMoment, ...uploads, ...busy].map((c) => c.closed)),
    30_000,
  );
  const code = await within("the server's exit", exited, 60_000);
  return { refused, answers, outcomes: outcomes.flat(), code };
}

export function expectAllAnswered(result: Awaited<ReturnType<typeof stopUnderKeptAliveClients>>) {
  expect(result.refused).toBe(true);
  // A request sent just before the signal may be answered before the process hears it (a
  // cluster's worker hears it from the primary): its connection then closes once idle.
  expect(result.answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 201, 201]);
  // The uploads finish after the signal: their answers say the connection ends.
  expect(result.answers.slice(3).map((a) => a.headers.connection)).toEqual([
    "close",
    "close",
    "close",
  ]);
  // Under load: every request that left before the signal is answered 2xx; one sent after it,
  // before the client saw the connection close, may find it closed (a client sends it again).
  const beforeSignal = result.outcomes.filter((o) => o.beforeSignal);
  // Two answers on each of the six busy connections at least, and whatever was in flight.
  expect(beforeSignal.length).toBeGreaterThanOrEqual(12);
  expect(beforeSignal.filter((o) => o.status !== 200)).toEqual([]);
  expect(result.code).toBe(0);
}

/** Starts the built app as a cluster of two workers and waits until both are serving. */
export async function startTwoWorkers(
  database: Awaited<ReturnType<typeof createServerDatabase>>,
): Promise<BuiltApp> {
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
  return app;
}
