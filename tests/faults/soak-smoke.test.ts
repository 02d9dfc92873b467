import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresServerUrl } from "../support/postgres-server.js";

// `npm run soak` in small (the full one is 5 minutes at 100 connections, not in CI): the built
// app on a fresh database of the PostgreSQL server under mixed reads and writes, then every
// acknowledged write looked up. Fails on any error or lost write; speed is never asserted.
it("answers every request of a short mixed soak without error and keeps every acknowledged write", () => {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-soak-smoke-"));
  const out = path.join(dir, "soak-results.json");
  try {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, "build/bench/soak.js"),
        // Six seconds: the RSS is sampled each second, and more load only costs the run CPU.
        ...["--duration", "6", "--connections", "10", "--count", "200", "--out", out],
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: postgresServerUrl() },
        encoding: "utf8",
        timeout: 240_000,
      },
    );
    expect({ status: run.status, output: run.stdout + run.stderr }).toMatchObject({ status: 0 });
    const results = JSON.parse(fs.readFileSync(out, "utf8"));
    expect(results.database.kind).toBe("postgresql");
    expect(results.errors).toBe(0);
    expect(results.requests).toBeGreaterThan(0);
    expect(results.writes.acknowledgedMessages).toBeGreaterThan(0);
    expect(results.writes.favouriteStates).toBeGreaterThan(0);
    expect(results.writes.lostMessages).toEqual([]);
    expect(results.writes.wrongFavourites).toEqual([]);
    expect(results.rssSamples.length).toBeGreaterThan(5);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
