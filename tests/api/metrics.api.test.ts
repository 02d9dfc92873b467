import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { startMetricsServer } from "../../src/adapters/metrics/metrics-server.js";
import type { PromMetrics } from "../../src/adapters/metrics/prom-metrics.js";
import { loadConfig } from "../../src/config.js";
import { TOKENS } from "../../src/container/tokens.js";
import { VIEWING_STATUSES } from "../../src/modules/viewings/viewings.rules.js";
import type { CatalogueChanges } from "../../src/shared/ports.js";
import { insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { insertViewing } from "../support/viewing-rows.js";

// Decision 61. The read cache is on (as in production), so its hits and flushes are counted.
const TOKEN = "metrics-test-token-5d0c8e";
const PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN, READ_CACHE_MB: "8" });
  const changes = app.application.container.get<CatalogueChanges>(TOKENS.CatalogueChanges);
  // With a PostgreSQL server the cache serves once its LISTEN connection is up.
  await changes.ready();
  // A listing to read, and its announcement heard (a flush) before any read is counted.
  const heard = new Promise<void>((resolve) => {
    const stop = changes.subscribe(() => {
      stop();
      resolve();
    });
  });
  await insertProperty(app, { title: "Cantonments flat" });
  await heard;
});
afterAll(() => app.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The exposition format's sample lines: `name{label="value",…} number`. */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [, name, labels = "", value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
        ),
        value: Number(value),
      };
    });
}

/** The value of the one sample of `name` carrying these labels (among possibly others). */
function sampleValue(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length !== 1)
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0].value;
}

describe("/metrics on the main port", () => {
  it("is not there without METRICS_TOKEN, and answers 401 to a missing or wrong token", async () => {
    const { application } = app;
    const withoutToken = createHttpApp({
      ...application,
      config: { ...application.config, metricsToken: undefined, readCacheMb: 0 },
    });
    await supertest(withoutToken.callback()).get("/metrics").expect(404);

    const client = app.client();
    for (const authorization of [undefined, "Bearer wrong-token", TOKEN, `Basic ${TOKEN}`]) {
      const request = client.get("/metrics");
      if (authorization) request.set("Authorization", authorization);
      const res = await request.expect(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.text).not.toContain("ofie_");
    }
  });

  it("gives the holder of the token the Prometheus text, with the figures of what happened", async () => {
    const client = app.client();
    // A read made, then kept and answered from the cache.
    await client.get("/api/properties?limit=1").expect(200);
    const second = await client.get("/api/properties?limit=1").expect(200);
    expect(second.headers["x-cache"]).toBe("hit");
    // Three at once: one makes the answer, the others may wait for it inside Koa; all are timed
    // under the route.
    await Promise.all([1, 2, 3].map(() => client.get("/api/properties?limit=2").expect(200)));
    // Route templates, never paths: an id and an unknown API path.
    await client.get("/api/properties/987654").expect(404);
    await client.get("/api/no-such-thing").expect(404);
    // A sign-in limit: 10 wrong passwords for one e-mail from one address, then 429.
    const login = { email: "kofi@example.com", password: "not-the-password" };
    for (let i = 0; i < 10; i += 1) await client.post("/api/auth/login").send(login).expect(401);
    await client.post("/api/auth/login").send(login).expect(429);
    // A mail queued in the outbox (no SMTP_URL: it waits there).
    await client
      .post("/api/contact/submit")
      .send({
        name: "Esi Metrics",
        email: "esi@example.com",
        message: "Hello",
        inquiryType: "other",
      })
      .expect(201);
    // Viewings (decision 104): two waiting for the lister, one done.
    const viewed = await insertProperty(app, { title: "Tesano house" });
    const requestedAt = new Date(Date.now() - 3_600_000);
    for (const status of ["requested", "requested", "done"] as const) {
      await insertViewing(app, { propertyId: viewed, agentId: null, requestedAt, status });
    }
    // A cron job's run, noted in job_runs.
    const before = Date.now() / 1000;
    await app.application.services.alerts.sendDigests();
    const after = Date.now() / 1000;

    const res = await client.get("/metrics").set("Authorization", `Bearer ${TOKEN}`).expect(200);
    expect(res.headers["content-type"]).toBe(PROMETHEUS_TEXT);
    expect(res.headers["cache-control"]).toBe("no-store");
    const all = samples(res.text);
    const count = (route: string, method: string, status: string) =>
      sampleValue(all, "ofie_http_request_duration_seconds_count", { route, method, status });

    expect(count("/api/properties", "GET", "200")).toBe(5);
    expect(count("/api/properties/:id", "GET", "404")).toBe(1);
    expect(count("unmatched", "GET", "404")).toBe(1);
    expect(count("/api/auth/login", "POST", "401")).toBe(10);
    expect(count("/api/auth/login", "POST", "429")).toBe(1);
    expect(res.text).not.toMatch(/987654|no-such-thing|limit=|route="static"/);
    expect(sampleValue(all, "ofie_read_cache_hits_total")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(all, "ofie_read_cache_misses_total")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(all, "ofie_read_cache_flushes_total")).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(all, "ofie_rate_limited_total", { action: "signIn", rule: "address+email" }),
    ).toBe(1);
    // Every rule's series is there from the start, at 0.
    expect(
      sampleValue(all, "ofie_rate_limited_total", { action: "adminLogin", rule: "address" }),
    ).toBe(0);
    expect(sampleValue(all, "ofie_mail_outbox_waiting")).toBeGreaterThanOrEqual(1);
    const oldest = sampleValue(all, "ofie_mail_outbox_oldest_age_seconds");
    expect(oldest).toBeGreaterThanOrEqual(0);
    expect(oldest).toBeLessThan(300);
    expect(sampleValue(all, "ofie_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(all, "ofie_db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
    expect(sampleValue(all, "ofie_db_pool_waiting_queries")).toBe(0);
    expect(sampleValue(all, "ofie_catalogue_listener_connected")).toBe(1);
    const sentAlerts = sampleValue(all, "ofie_job_last_success_timestamp_seconds", {
      job: "send-alerts",
    });
    // The database's clock noted it; the machine's brackets it, with a second's slack.
    expect(sentAlerts).toBeGreaterThan(before - 1);
    expect(sentAlerts).toBeLessThan(after + 1);
    expect(sampleValue(all, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(sampleValue(all, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sampleValue(all, "ofie_metrics_processes")).toBe(1);
    // Every status has its series, at 0 when no viewing has it.
    expect(
      Object.fromEntries(
        VIEWING_STATUSES.map((status) => [status, sampleValue(all, "ofie_viewings", { status })]),
      ),
    ).toEqual({
      requested: 2,
      proposed: 0,
      confirmed: 0,
      declined: 0,
      cancelled: 0,
      done: 1,
      no_show: 0,
    });
  });
});

describe("METRICS_PORT", () => {
  it("is read from the environment as a port number", () => {
    expect(loadConfig({ METRICS_PORT: "9464" }).metricsPort).toBe(9464);
    expect(loadConfig({}).metricsPort).toBeUndefined();
    for (const bad of ["0", "70000", "nine"]) {
      expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
    }
  });

  it("serves only /metrics, without a token", async () => {
    const metrics = app.application.container.get<PromMetrics>(TOKENS.Metrics);
    const server = await startMetricsServer(0, "127.0.0.1", metrics);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(PROMETHEUS_TEXT);
      expect(sampleValue(samples(await res.text()), "ofie_metrics_processes")).toBe(1);
      for (const path of ["/", "/api/properties", "/healthz"]) {
        expect((await fetch(`${base}${path}`)).status).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
