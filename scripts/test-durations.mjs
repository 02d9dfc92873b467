#!/usr/bin/env node
// Writes tests/support/test-durations.json, the times the test sequencer orders a fresh clone's
// files by (decisions 53, 72), from the reports of `TEST_TIMINGS_DIR=dir node scripts/test-suites.mjs`:
//   node scripts/test-durations.mjs dir
// A contract file runs on both databases: its slower time counts.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = process.argv[2];
if (!dir) {
  process.stderr.write("usage: node scripts/test-durations.mjs TEST_TIMINGS_DIR\n");
  process.exit(2);
}
const durations = {};
for (const name of ["journeys", "rest", "contract-embedded", "contract-server"]) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) continue;
  for (const result of JSON.parse(fs.readFileSync(file, "utf8")).testResults) {
    // By its path under tests/, whichever checkout the run was made in (a CI clone).
    const key = result.name.slice(result.name.lastIndexOf("/tests/") + "/tests/".length);
    const seconds = Math.max(1, Math.round((result.endTime - result.startTime) / 1000));
    durations[key] = Math.max(durations[key] ?? 0, seconds);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(
  path.join(root, "tests/support/test-durations.json"),
  `${JSON.stringify(sorted, null, 2)}\n`,
);
