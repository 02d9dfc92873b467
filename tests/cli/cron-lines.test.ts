import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Client } from "pg";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { fillEmbeddedSeeded } from "../support/database-templates.js";
import { createServerDatabase, type ServerDatabase } from "../support/postgres-server.js";

// Issue 31 item 6, decision 77: the README's cron lines, taken from the README and run as cron
// runs them (`env -i PATH=… sh -c '<the line>'`), with every setting only in the checkout's
// `.env`. The checkout is a temporary one (package.json, node_modules and build-cli/ linked from
// this one, its own `.env`), so no test ever writes a settings file that another would read.

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Cron's PATH, with the directory of this node in front where it is not /usr/bin (nvm, CI). */
const CRON_PATH = `${path.dirname(process.execPath)}:/usr/bin:/bin`;
const PUBLIC_URL = "https://cron.ofie.example";
/** Each line is an npm and a CLI process; under a loaded CI, tens of seconds. */
const SLOW_MS = 300_000;

/** A README cron line for `command`, without its schedule. */
function readmeCronLine(command: string): string {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const line = readme.split("\n").find((l) => /^[\d*]/.test(l) && l.includes(` -- ${command} `));
  if (!line) throw new Error(`README.md has no cron line for ${command}`);
  return line.replace(/^(\S+\s+){5}/, "");
}

/** A checkout at a new place, reading its own `.env` (written by the test). */
function temporaryCheckout(settings: Record<string, string>): string {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-cron-"));
  for (const name of ["package.json", "node_modules", "build-cli"]) {
    fs.symlinkSync(path.join(root, name), path.join(checkout, name));
  }
  const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  fs.writeFileSync(path.join(checkout, ".env"), `${lines.join("\n")}\n`);
  return checkout;
}

/** Runs a README cron line in `checkout` as cron would; answers its exit code and its log. */
async function asCron(
  checkout: string,
  command: string,
): Promise<{ code: number; log: string; line: string }> {
  const log = path.join(checkout, `${command}.log`);
  const line = readmeCronLine(command)
    .replaceAll("/srv/ofie", checkout)
    .replace(/>> \S+/, `>> ${log}`);
  const code = await promisify(execFile)("env", ["-i", `PATH=${CRON_PATH}`, "sh", "-c", line])
    .then(() => 0)
    .catch((error: { code?: number }) => error.code ?? -1);
  return { code, log: fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "", line };
}

/** Any other CLI command, run the same way (`npm run cli --silent -- …` from the checkout). */
async function cliAsCron(checkout: string, ...args: string[]) {
  const line = `cd ${checkout} && npm run cli --silent -- ${args.join(" ")}`;
  const run = promisify(execFile)("env", ["-i", `PATH=${CRON_PATH}`, "sh", "-c", line]);
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, out: `${stdout}${stderr}` }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      out: `${error.stdout ?? ""}${error.stderr ?? ""}`,
    }),
  );
}

/** The server's build, which no command may rewrite. */
function serverBuildStamp(): number {
  return fs.statSync(path.join(root, "build/src/main.js")).mtimeMs;
}

const EXPIRED = /Listings expired \(out of search\): \d+; confirm links mailed: (\d+);/;
const checkouts: string[] = [];

beforeAll(() => {
  for (const built of ["build-cli/cli/main.js", "build/src/main.js"]) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build:after-check\``);
    }
  }
});
afterAll(() => {
  for (const checkout of checkouts) fs.rmSync(checkout, { recursive: true, force: true });
});

describe("the README's cron lines, settings only in .env", () => {
  it(
    "refuse a DATA_DIR without a database, then run on the embedded one a first start left",
    async () => {
      const build = serverBuildStamp();
      const dataDir = path.join(os.tmpdir(), `ofie-cron-data-${process.pid}-${Date.now()}`);
      const checkout = temporaryCheckout({ DATA_DIR: dataDir, PUBLIC_URL, LOG_LEVEL: "warn" });
      checkouts.push(checkout, dataDir);

      const refused = await asCron(checkout, "expire-listings");
      expect(refused.code).toBe(1);
      expect(refused.log).toContain(`no database in DATA_DIR ${dataDir}`);
      expect(refused.log).toContain("DATABASE_URL may be missing");
      expect(fs.existsSync(dataDir)).toBe(false);
      expect(fs.existsSync(path.join(checkout, ".data"))).toBe(false);

      // The database as the first start leaves it (migrated and seeded): a copy of the seeded
      // template. A command creating one where there is none is the restore's test
      // (tests/faults/backup-under-writes.test.ts); `seed` itself is tests/cli/cli.test.ts's.
      await fillEmbeddedSeeded(dataDir);

      const ran = await asCron(checkout, "expire-listings");
      expect(ran.code).toBe(0);
      const mailed = Number(EXPIRED.exec(ran.log)?.[1]);
      expect(mailed).toBeGreaterThan(0);
      const app = await createApplication(
        loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ADMIN_PASSWORD: "" }),
        undefined,
        { migrate: false },
      );
      try {
        const mails: { body: string }[] = await app.database.dataSource.query(
          "SELECT body FROM mail_outbox",
        );
        expect(mails).toHaveLength(mailed);
        for (const mail of mails) expect(mail.body).toContain(`${PUBLIC_URL}/listings/confirm/`);
      } finally {
        await app.close();
      }
      expect(fs.existsSync(path.join(checkout, ".data"))).toBe(false);
      expect(serverBuildStamp()).toBe(build);
    },
    SLOW_MS,
  );

  describe("on a PostgreSQL server", () => {
    let database: ServerDatabase;
    beforeAll(async () => {
      database = await createServerDatabase();
    });
    afterAll(() => database.dispose());

    it(
      "reach the server's database through DATABASE_URL in .env, and create no ./.data",
      async () => {
        const checkout = temporaryCheckout({ DATABASE_URL: database.url, PUBLIC_URL });
        checkouts.push(checkout);
        const db = new Client({ connectionString: database.url });
        await db.connect();
        try {
          // Empty when this run is on PGlite (createServerDatabase): seeded the cron way.
          const { rows } = await db.query("SELECT to_regclass('properties') IS NOT NULL AS ok");
          if (!rows[0].ok) expect(await cliAsCron(checkout, "seed")).toMatchObject({ code: 0 });
          const before = (await db.query("SELECT count(*)::int AS n FROM mail_outbox")).rows[0].n;

          const ran = await asCron(checkout, "expire-listings");
          expect({ code: ran.code, log: ran.log }).toMatchObject({
            code: 0,
            log: expect.stringMatching(EXPIRED),
          });
          const mailed = Number(EXPIRED.exec(ran.log)?.[1]);
          expect(mailed).toBeGreaterThan(0);
          const { rows: mails } = await db.query("SELECT body FROM mail_outbox ORDER BY id");
          expect(mails).toHaveLength(before + mailed);
          for (const mail of mails.slice(before)) {
            expect(mail.body).toContain(`${PUBLIC_URL}/listings/confirm/`);
          }
        } finally {
          await db.end();
        }
        expect(fs.existsSync(path.join(checkout, ".data"))).toBe(false);
      },
      SLOW_MS,
    );
  });
});
