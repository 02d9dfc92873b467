#!/usr/bin/env node
// The CLI's own build (decision 77): `src`, `cli`, `migrations` and `seeds` compiled into
// build-cli/, which the server never loads, so building it never rewrites a running server's
// files. It is compiled beside the old one and moved into place, so a command that cron starts
// meanwhile loads either the old build or the new one, never half of each. Unchecked: `npm run
// check` (and `npm run build:server`) type-check the same sources.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "build-cli");
const next = `${target}.next-${process.pid}`;
const old = `${target}.old-${process.pid}`;

const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
const compiled = spawnSync(
  process.execPath,
  [tsc, "-p", path.join(root, "tsconfig.cli.json"), "--noCheck", "--outDir", next],
  { stdio: "inherit" },
);
if (compiled.status !== 0) {
  fs.rmSync(next, { recursive: true, force: true });
  process.exit(compiled.status ?? 1);
}
// A directory cannot be renamed over a non-empty one: the old build steps aside first.
const hadOld = fs.existsSync(target);
if (hadOld) fs.renameSync(target, old);
fs.renameSync(next, target);
if (hadOld) fs.rmSync(old, { recursive: true, force: true });
