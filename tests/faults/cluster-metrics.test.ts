import http from "node:http";
import { freePort } from "../../bench/processes.js";
import { type BuiltApp, startBuiltApp } from "../support/built-app-process.js";
import { createServerDatabase, type ServerDatabase } from "../support/postgres-server.js";

// Decision 61: in production's cluster, /metrics answers for the whole process group, whichever
// worker the main port hands the scrape to, and METRICS_PORT (served by the primary) alike.
const TOKEN = "cluster-metrics-token-91af";
const READS = 12;
let database: ServerDatabase;
let app: BuiltApp;
let metricsPort: number;
beforeAll(async () => {
  database = await createServerDatabase();
  metricsPort = await freePort();
  app = await startBuiltApp({
    databaseUrl: database.url,
    dataDir: database.dataDir,
    env: {
      WEB_CONCURRENCY: "2",
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "warn",
    },
  });
}, 180_000);
afterAll(async () => {
  await app?.process.stop();
  await database?.dispose();
});

/** A GET on a connection of its own, so the primary hands each to the next worker in turn. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const READS_SERIES =
  'ofie_http_request_duration_seconds_count{route="/api/properties",method="GET",status="200"}';

it("adds up both workers' figures on the main port and on METRICS_PORT", async () => {
  const side = `http://127.0.0.1:${metricsPort}/metrics`;
  // The second worker joins the sum once it serves.
  for (let i = 0; i < 300; i++) {
    const res = await get(side);
    if (res.status === 200 && sample(res.text, "ofie_metrics_processes") === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (let i = 0; i < READS; i++) {
    expect((await get(`${app.baseUrl}/api/properties?limit=1`)).status).toBe(200);
  }

  expect((await get(`${app.baseUrl}/metrics`)).status).toBe(401);
  // Two scrapes in a row reach both workers in turn: each answers for the group.
  for (let i = 0; i < 2; i++) {
    const res = await get(`${app.baseUrl}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(sample(res.text, "ofie_metrics_processes")).toBe(2);
    expect(sample(res.text, READS_SERIES)).toBe(READS);
    expect(sample(res.text, "ofie_catalogue_listener_connected")).toBe(1);
    // Each worker's pool holds a connection at least.
    expect(sample(res.text, "ofie_db_pool_connections")).toBeGreaterThanOrEqual(2);
  }
  const res = await get(side);
  expect(sample(res.text, "ofie_metrics_processes")).toBe(2);
  expect(sample(res.text, READS_SERIES)).toBe(READS);
  expect(sample(res.text, "process_resident_memory_bytes")).toBeGreaterThan(2 * 20 * 1024 * 1024);
}, 90_000);
