#!/usr/bin/env node
// Writes tests/support/test-durations.json, the times the test sequencer orders a fresh clone's
// browser journeys by (decision 53), from the reports of
// `TEST_TIMINGS_DIR=dir node scripts/test-suites.mjs`:
//   node scripts/test-durations.mjs dir
// A file's time is its embedded half's, the half that runs without jest's own cache of times.
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
// The server half first, so that the embedded half's time wins for a file in both.
for (const name of ["server-journeys", "embedded-journeys"]) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) continue;
  for (const result of JSON.parse(fs.readFileSync(file, "utf8")).testResults) {
    const key = path.relative(path.join(root, "tests"), result.name);
    durations[key] = Math.max(1, Math.round((result.endTime - result.startTime) / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(
  path.join(root, "tests/support/test-durations.json"),
  `${JSON.stringify(sorted, null, 2)}\n`,
);
