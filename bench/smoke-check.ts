import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// CI's check that `npm run bench` keeps working (npm test runs it after the build): the smoke
// mode on a small seed (which itself fails when a target's probe answers non-2xx), then the
// results file must hold every target, none with errors under load, and the page weights. Speed is never asserted: CI machines differ and are busy.
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-bench-smoke-"));
const out = path.join(dir, "results.json");
const started = Date.now();
const run = spawnSync(process.execPath, [path.join(here, "main.js"), "--smoke", "--out", out], {
  stdio: "inherit",
  timeout: 180_000,
});

const problems: string[] = [];
if (run.status !== 0) problems.push(`the smoke run exited with ${run.status ?? run.signal}`);
if (fs.existsSync(out)) {
  const results = JSON.parse(fs.readFileSync(out, "utf8"));
  const load: Array<{ target: string; kind: string; requests: number; errors: number }> =
    results.load;
  // Issue 6's ten, node:http's ceiling and issue 21's three uncached ones, and with a database
  // server the anchors of the search, its count, the results page and the write path (an
  // embedded one opens in the app's process only).
  const expected = results.database.kind === "postgresql" ? 18 : 14;
  if (load.length !== expected) problems.push(`expected ${expected} targets, got ${load.length}`);
  for (const kind of ["ceiling-http", "fresh-api", "fresh-ssr"]) {
    if (!load.some((r) => r.kind === kind)) problems.push(`no ${kind} target`);
  }
  for (const r of load) {
    if (r.errors !== 0) problems.push(`${r.target} had ${r.errors} errors`);
  }
  const routes: Array<{ page: string; jsGzipBytes: number }> = results.pageWeight.routes;
  if (!routes.some((r) => r.page === "/pages/index" && r.jsGzipBytes > 0)) {
    problems.push("no page weight for the home page");
  }
  if (Object.keys(results.pageWeight.htmlBytes).length !== 3) problems.push("HTML bytes missing");
  for (const field of ["timestamp", "machine", "database"]) {
    if (!results[field]) problems.push(`results.json has no ${field}`);
  }
} else {
  problems.push("no results file was written");
}
fs.rmSync(dir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (problems.length > 0) {
  process.stderr.write(
    `bench smoke check failed after ${seconds} s:\n- ${problems.join("\n- ")}\n`,
  );
  process.exit(1);
}
process.stdout.write(`bench smoke check passed in ${seconds} s\n`);
