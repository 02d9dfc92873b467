import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "../../bench/processes.js";
import { capturingLogger } from "../support/another-instance.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { until } from "../support/until.js";

// Readiness degrades (decision 76): Redis going away leaves /readyz 200 "degraded" and the site
// serving; a database short of this build's migrations answers 503. A Redis server of the
// test's own, stopped and started again (the machine's Redis is never touched). The database
// unreachable (503) is tests/faults/database-outage.test.ts.
const TOKEN = "readiness-test-token";
/** The watch judges an outage after 3 s of silence; generous for a shared machine. */
const JUDGED_WITHIN_MS = 20_000;

let redisPort: number;
let redis: ChildProcess | undefined;
let app: TestApp;
const { logger, lines } = capturingLogger();
const redisLines = () => lines.filter((l) => l.msg.startsWith("rate limits:")).map((l) => l.msg);

async function startRedis(): Promise<void> {
  const child = spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  redis = child;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.includes("Ready to accept connections")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
  });
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  app = await startTestApp(
    {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: "readiness:",
      METRICS_TOKEN: TOKEN,
    },
    { logger },
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  await stopRedis();
});

const ready = () => app.client().get("/readyz");
async function metrics(): Promise<string> {
  const res = await app.client().get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
}
/** One series' value in the scrape's text, e.g. `ofie_dependency_up{dependency="redis"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("Redis going away and coming back", () => {
  it("is 200 degraded while Redis is down, the site serving; ready again once it is back", async () => {
    await until("Redis is judged there", async () => (await ready()).body.redis === "ok", 10_000);
    const before = await ready();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      status: "ready",
      database: "ok",
      migrations: "ok",
      disk: "ok",
      redis: "ok",
    });

    await stopRedis();
    await until(
      "the watch judges Redis unreachable",
      async () => (await ready()).body.redis === "unreachable",
      JUDGED_WITHIN_MS,
    );
    const during = await ready();
    expect(during.status).toBe(200);
    expect(during.body).toMatchObject({ status: "degraded", database: "ok", redis: "unreachable" });
    const scrape = await metrics();
    expect(seriesValue(scrape, 'ofie_dependency_up{dependency="redis"}')).toBe(0);
    expect(seriesValue(scrape, 'ofie_dependency_up{dependency="database"}')).toBe(1);
    expect(seriesValue(scrape, "ofie_ready")).toBe(1);
    expect(seriesValue(scrape, "ofie_degraded")).toBe(1);
    // Served meanwhile: a read, and a rate-limited write counted in PostgreSQL (decision 60).
    await app.client().get("/api/properties").expect(200);
    await app
      .client()
      .post("/api/auth/login")
      .send({ email: "nobody@example.com", password: "not-a-password" })
      .expect(401);
    expect(redisLines()).toEqual([
      "rate limits: Redis does not answer; counting in PostgreSQL until it does",
    ]);

    await startRedis();
    await until(
      "Redis is judged back",
      async () => (await ready()).body.redis === "ok",
      JUDGED_WITHIN_MS,
    );
    const after = await ready();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ status: "ready", redis: "ok" });
    const back = await metrics();
    expect(seriesValue(back, 'ofie_dependency_up{dependency="redis"}')).toBe(1);
    expect(seriesValue(back, "ofie_degraded")).toBe(0);
    expect(redisLines()).toHaveLength(2);
  }, 60_000);

  it("never reports Redis unreachable, healthy, while the CPU is busy", async () => {
    const logged = redisLines().length;
    // Three busy loops on two cores, beside the test's own work and, in CI, the rest of the run
    // (load 8–10): past the 3 s judgement, short enough not to slow every other test.
    const busy = Array.from({ length: 3 }, () =>
      spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }),
    );
    const seen = new Set<string>();
    try {
      const end = Date.now() + 6_000;
      while (Date.now() < end) {
        const res = await ready();
        seen.add(`${res.status} ${res.body.redis}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      for (const child of busy) child.kill("SIGKILL");
    }
    expect([...seen]).toEqual(["200 ok"]);
    expect(redisLines()).toHaveLength(logged);
  }, 60_000);
});

describe("a database short of this build's migrations", () => {
  it("answers 503 naming them, and 200 once the database has them", async () => {
    const [latest] = await app.sql<{ timestamp: string; name: string }>(
      `WITH gone AS (DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations)
        RETURNING "timestamp", name) SELECT * FROM gone`,
    );
    try {
      await until(
        "/readyz sees the pending migration",
        async () => (await ready()).status === 503,
        JUDGED_WITHIN_MS,
      );
      const res = await ready();
      expect(res.body).toMatchObject({
        status: "unavailable",
        database: "ok",
        migrations: "pending",
      });
      expect(seriesValue(await metrics(), 'ofie_dependency_up{dependency="migrations"}')).toBe(0);
      // Liveness is not readiness: the process itself is fine.
      await app.client().get("/healthz").expect(200, { status: "ok" });
    } finally {
      await app.sql(`INSERT INTO migrations ("timestamp", name) VALUES ($1, $2)`, [
        latest.timestamp,
        latest.name,
      ]);
    }
    await until("/readyz is ready again", async () => (await ready()).status === 200, 20_000);
  }, 60_000);
});
