import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase } from "./database.js";
import { type ImagePagesResult, measureImagePages } from "./image-pages.js";
import { imageResults, imageTable } from "./image-report.js";
import { type LoadResult, loadTarget, probeTarget } from "./load.js";
import { parseOptions } from "./options.js";
import { fetchHtml, pageWeights, uncountedAssets } from "./page-weight.js";
import { finished, freePort, type NodeProcess, startNode, waitUntilServing } from "./processes.js";
import { listPropertyIds } from "./property-ids.js";
import {
  judgeAll,
  loadTable,
  machine,
  uncachedTable,
  weightTable,
  writeResults,
} from "./report.js";
import { readTargets, type Target } from "./targets.js";
import { uncachedTargets } from "./uncached-targets.js";
import { signUp, writePathTargets } from "./write-path.js";

// build/bench/main.js: the repository is two folders up, the compiled server and CLI beside us.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const built = (file: string) => path.join(root, "build", file);

const options = parseOptions(process.argv);
for (const file of [built("src/main.js"), path.join(root, "dist/server/entry.mjs")]) {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
}
const ADMIN_PASSWORD = "bench-admin-password";
const say = (text: string) => process.stdout.write(`${text}\n`);
const database = await createBenchDatabase({ pglite: options.pglite });
const started: NodeProcess[] = [];
let exitCode = 0;
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
  say(`database: ${database.description}`);
  say(
    `machine: ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    LOG_LEVEL: "warn",
    BLOG_FEEDS: "",
  };
  delete baseEnv.SMTP_URL;
  if (!database.env.DATABASE_URL) delete baseEnv.DATABASE_URL;

  const seedStart = performance.now();
  const seed = startNode(built("cli/main.js"), ["seed", "--count", String(options.count)], baseEnv);
  if (!options.smoke) seed.child.stderr?.pipe(process.stderr);
  await finished(seed, "cli seed");
  const seedSeconds = (performance.now() - seedStart) / 1000;
  say(`seed: Ghana seed + ${options.count} synthetic properties in ${seedSeconds.toFixed(1)} s`);

  const [appPort, ceilingPort, httpPort, anchorPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const anchorUrl = `http://127.0.0.1:${anchorPort}`;
  const app = startNode(built("src/main.js"), [], {
    ...baseEnv,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(appPort),
    PUBLIC_URL: appUrl,
    ADMIN_PASSWORD,
  });
  const ceiling = startNode(built("bench/ceiling-server.js"), [], {
    ...process.env,
    PORT: String(ceilingPort),
  });
  const httpCeiling = startNode(built("bench/ceiling-server.js"), [], {
    ...process.env,
    CEILING: "http",
    PORT: String(httpPort),
  });
  started.push(app, ceiling, httpCeiling);
  // The anchors read the database from their own processes: not when it is embedded in the app's.
  const uncached = options.only.includes("uncached");
  const write = options.only.includes("write");
  const anchor =
    (uncached || write) && database.env.DATABASE_URL
      ? startNode(built("bench/anchor-server.js"), [], {
          ...baseEnv,
          PORT: String(anchorPort),
        })
      : undefined;
  if (anchor) started.push(anchor);
  await Promise.all([
    waitUntilServing(app, `${appUrl}/api/properties?limit=1`),
    waitUntilServing(ceiling, ceilingUrl),
    waitUntilServing(httpCeiling, httpUrl),
    ...(anchor ? [waitUntilServing(anchor, `${anchorUrl}/?search=house&minPrice=1`)] : []),
  ]);

  const propertyIds = await listPropertyIds(appUrl, 300);
  const targets: Target[] = [
    { name: "ceiling (bare Koa JSON)", kind: "ceiling", url: ceilingUrl, path: "/" },
    { name: "ceiling (bare node:http JSON)", kind: "ceiling-http", url: httpUrl, path: "/" },
    ...(options.only.includes("reads") ? readTargets(appUrl, propertyIds[0]) : []),
    ...(uncached ? uncachedTargets(appUrl, anchor ? anchorUrl : undefined) : []),
    ...(write
      ? writePathTargets(appUrl, anchor ? anchorUrl : undefined, await signUp(appUrl), propertyIds)
      : []),
  ];
  const each = options.requests ? `${options.requests} requests` : `${options.duration} s`;
  say(`load: ${options.connections} connections × ${each} per target, one after the other`);
  const results: LoadResult[] = [];
  for (const target of targets) {
    await probeTarget(target);
    const servers: Partial<Record<Target["kind"], NodeProcess>> = {
      ceiling,
      "ceiling-http": httpCeiling,
      anchor,
    };
    const pid = (servers[target.kind] ?? app).child.pid;
    const result = await loadTarget(target, options, pid);
    results.push(result);
    say(`  ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, ${result.errors} errors`);
  }
  const verdicts = judgeAll(results);

  const routes = pageWeights(path.join(root, "dist"));
  const html: Record<string, number> = {};
  const pages = {
    "/": "/index",
    "/properties": "/properties",
    "/properties/{id}": "/properties/@id",
  };
  for (const [page, dir] of Object.entries(pages)) {
    const served = await fetchHtml(appUrl + page.replace("{id}", String(propertyIds[0])));
    html[page] = served.bytes;
    const route = routes.find((r) => r.page === `/pages${dir}`);
    const missing = route ? uncountedAssets(served.html, route) : ["(no manifest entry)"];
    if (missing.length > 0) throw new Error(`page weight of ${page} misses ${missing.join(", ")}`);
  }

  // Last: the phone listing it adds must not change what the load targets read.
  let images: ImagePagesResult | undefined;
  if (options.images) {
    const seededId = propertyIds[0];
    images = await measureImagePages({
      baseUrl: appUrl,
      adminPassword: ADMIN_PASSWORD,
      seededId,
      say,
    });
  }

  say(`\n${loadTable(results, verdicts)}`);
  if (uncached || write) say(uncachedTable(results, verdicts));
  say(weightTable(routes, html));
  if (images) say(imageTable(images.pages));
  writeResults(options.out, {
    timestamp: new Date().toISOString(),
    machine: { ...machine(), loadAverage: os.loadavg() },
    database: { kind: database.kind, description: database.description },
    options,
    seed: { syntheticProperties: options.count, seconds: Number(seedSeconds.toFixed(1)) },
    load: results.map((r, i) => ({
      ...r,
      ratioToCeiling: verdicts[i].ratio,
      anchorFactor: verdicts[i].anchorFactor,
      missed: verdicts[i].missed,
    })),
    pageWeight: {
      routes,
      htmlBytes: html,
      ...(images ? { images: { ...images, pages: imageResults(images.pages) } } : {}),
    },
  });
  say(`results: ${options.out}`);

  const failing = results.filter((r) => r.errors > 0);
  for (const r of failing) {
    say(`errors: ${r.target} had ${r.errors} (${r.serverErrors} 5xx, ${r.timeouts} timeouts)`);
  }
  // Speed is reported, never asserted; a target that errors is a broken benchmark (or app).
  if (failing.length > 0) exitCode = 1;
} catch (error) {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : error}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

async function cleanUp(): Promise<void> {
  await Promise.all(started.splice(0).map((proc) => proc.stop()));
  await database.dispose();
}
