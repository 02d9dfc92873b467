#!/usr/bin/env node
// The registry mirror of our machines serves only the Linux x64 builds of some native packages
// (biome, swc, tailwind oxide, unrs resolver), so npm leaves the other platforms' optional
// dependencies out of package-lock.json and `npm ci` then refuses the lockfile as out of sync.
// This adds each missing optional dependency as a platform-tagged entry (os/cpu/libc read from
// its name, as these packages are named), which `npm ci` skips on a non-matching platform and
// fetches by version on a matching one. Run it after every `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from "node:fs";

const OSES = ["android", "darwin", "linux", "win32", "freebsd", "openharmony"];
const CPUS = ["arm64", "x64", "ia32", "ppc64", "s390x", "riscv64", "loong64", "wasm32", "arm"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  const libc = name.includes("musl") ? ["musl"] : name.includes("gnu") ? ["glibc"] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    if (packages[`${base}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const version = range.replace(/^[\^~=]/, "");
    packages[`node_modules/${name}`] = {
      version,
      dev: entry.dev || undefined,
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
