import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../bench/processes.js";
import { assertCliBuilt, startCli } from "../cli/job-runs.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import { startAndWaitForExit } from "../support/server-exit.js";

// Decision 37: a start that cannot serve says why in one line (JSON: decision 75), exits 1 and leaves nothing
// holding DATA_DIR. Real processes: build/src/main.js, then build/cli/main.js on the same dir.

/** A port something else already listens on. */
let taken: { port: number; server: net.Server };

beforeAll(async () => {
  assertCliBuilt();
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  taken = { port: (server.address() as net.AddressInfo).port, server };
});

afterAll(async () => {
  await new Promise((resolve) => taken?.server.close(resolve));
});

describe("a failed start says why in one line and exits non-zero", () => {
  it.each([
    [
      "an unwritable DATA_DIR",
      () => ({ DATA_DIR: path.join(regularFile(), "data") }),
      /^Ofie could not start: DATA_DIR .+ cannot be used: ENOTDIR/,
    ],
    [
      "a corrupt DATA_DIR",
      () => ({ DATA_DIR: corruptDataDir() }),
      /^Ofie could not start: the embedded database in .* could not be opened: /,
    ],
    [
      "a database that does not answer",
      async () => ({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/ofie`,
        // On a server, DATA_DIR holds only files: the start must not lock it either.
        DATA_DIR: emptyDataDir(),
      }),
      /^Ofie could not start: .*ECONNREFUSED/,
    ],
    [
      "a Redis that does not answer",
      async () => ({
        REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
        DATA_DIR: await seededDataDir(),
      }),
      /^Ofie could not start: REDIS_URL: Redis did not answer: /,
    ],
    [
      "an S3 store that does not answer",
      async () => ({
        S3_BUCKET: "ofie-photos",
        S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
        AWS_ACCESS_KEY_ID: "ofie",
        AWS_SECRET_ACCESS_KEY: "ofie-secret",
        // The SDK's own warning (Node 20) would be a second line of stderr.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        // Checked before the database is opened: the folder is never made.
        DATA_DIR: path.join(emptyDataDir(), "never-made"),
      }),
      /^Ofie could not start: S3_BUCKET: bucket ofie-photos at http:\/\/127\.0\.0\.1:\d+: .*ECONNREFUSED/,
    ],
    [
      "a TRUST_PROXY entry that is not an address",
      // Refused before DATA_DIR is touched, so none is given and nothing is left to check.
      () => ({ TRUST_PROXY: "10.0.0.2, proxy.internal" }),
      /^Ofie could not start: TRUST_PROXY: "proxy\.internal" is not an IP address or CIDR range/,
    ],
    [
      "a LOG_LEVEL that is not a level",
      () => ({ LOG_LEVEL: "verbose" }),
      /^Ofie could not start: LOG_LEVEL: expected one of .+, got "verbose"$/,
    ],
    [
      "a WEB_CONCURRENCY that is not a number",
      () => ({ WEB_CONCURRENCY: "many" }),
      /^Ofie could not start: WEB_CONCURRENCY: expected a whole number of at least 1, got "many"$/,
    ],
    [
      "a port already in use",
      async () => ({ PORT: String(taken.port), DATA_DIR: await seededDataDir() }),
      /Ofie could not start: cannot listen on 127\.0\.0\.1:\d+/,
    ],
  ])(
    "%s",
    async (_what, envOf, line) => {
      const env: Record<string, string | undefined> = {
        HOST: "127.0.0.1",
        PORT: String(await freePort()),
        ...(await envOf()),
      };
      const failed = await startAndWaitForExit(env);
      expect(failed.code).toBe(1);
      // Exit code 1 is the proof it did not hang: a start still running after 60 s is killed
      // (code null). No bound on its seconds: under a loaded CI a prompt exit can take 40.
      // One JSON line, as every line the server writes (decision 75).
      const lines = failed.stderr.split("\n");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? "")).toMatchObject({
        level: 60,
        msg: expect.stringMatching(line),
      });
      // Nothing lingers holding DATA_DIR: a command opens the embedded database there at once;
      // where there is none, no lock was taken (its folder, run/, was never made).
      const dir = env.DATA_DIR;
      if (dir && !dir.includes("corrupt") && isDirectory(dir)) {
        if (isDirectory(path.join(dir, "pg"))) {
          const after = await startCli({ DATA_DIR: dir }, "migrate").done;
          expect(after.code).toBe(0);
        } else {
          expect(fs.existsSync(path.join(dir, "run"))).toBe(false);
        }
      }
    },
    90_000,
  );
});

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** A file where DATA_DIR expects a directory: nothing can be made under it, even as root. */
function regularFile(): string {
  const file = path.join(emptyDataDir(), "not-a-directory");
  fs.writeFileSync(file, "");
  return file;
}

function emptyDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-start-"));
  scratch.push(dir);
  return dir;
}

/**
 * A running site's DATA_DIR, its database as the first start leaves it: that start's migrating
 * and seeding cost the server and the command after it seconds each, and is not what fails here.
 */
async function seededDataDir(): Promise<string> {
  const dir = emptyDataDir();
  await fillEmbeddedSeeded(dir);
  return dir;
}

/** A DATA_DIR whose database files are noise, as a disk fault or a bad copy leaves them. */
function corruptDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-corrupt-"));
  scratch.push(dir);
  fs.mkdirSync(path.join(dir, "pg", "global"), { recursive: true });
  fs.writeFileSync(path.join(dir, "pg", "PG_VERSION"), "18\n");
  fs.writeFileSync(path.join(dir, "pg", "global", "pg_control"), Buffer.alloc(8192, 0x5a));
  return dir;
}
