import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { assertCliBuilt } from "../cli/job-runs.js";
import type { BuiltApp } from "../support/built-app-process.js";
import { until } from "../support/until.js";
import {
  cli,
  embeddedSite,
  keepWriting,
  listingWithPhotos,
  query,
  runSite,
  start,
  uploadedFiles,
} from "./backup-support.js";

// Decision 74: `cli backup` beside a serving site that keeps writing, then `cli restore` into an
// empty target and the site started on it. Real processes throughout (build/src/main.js and
// build/cli/main.js), on the embedded database (through the server's socket) and on the run's
// database (in CI the PostgreSQL server, the apps behind PgBouncer).
const TEST_MS = 300_000;

const backups = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-backups-"));
/** The backup each site's test writes, by the site's kind. */
const backupFile = (kind: "embedded" | "run") => path.join(backups, `${kind}.tar.gz`);
beforeAll(() => assertCliBuilt());
afterAll(() => fs.rmSync(backups, { recursive: true, force: true }));

describe.each([
  ["the embedded database, through the running server's socket", embeddedSite],
  ["the run's database", runSite],
])("backup and restore on %s", (_, makeSite) => {
  it(
    "keeps every write acknowledged before the backup began, and the photos byte for byte",
    async () => {
      const source = await makeSite(true);
      const target = await makeSite(false);
      let app: BuiltApp | undefined;
      let restored: BuiltApp | undefined;
      try {
        app = await start(source);
        const file = backupFile(source.kind);
        const photos = await listingWithPhotos(source, app);
        const photoBytes = await Promise.all(
          photos.map(async (photo) =>
            Buffer.from(await (await fetch(`${app?.baseUrl}${photo}`)).arrayBuffer()),
          ),
        );
        const writes = keepWriting(app);
        await until("20 messages are acknowledged", () => writes.acked.length >= 20, 60_000);
        const filesBefore = uploadedFiles(source.dataDir);
        // The photos' sizes at least (their originals are removed once the sizes are made).
        expect(filesBefore.size).toBeGreaterThanOrEqual(photos.length);
        const backupBegan = Date.now();
        const backup = await cli(source, "backup", file);
        const backupEnded = Date.now();
        const ackedBefore = writes.acked.filter((write) => write.ackedAt < backupBegan);
        const during = writes.acked.length - ackedBefore.length;
        await until(
          "10 more messages are acknowledged",
          () => writes.acked.length >= ackedBefore.length + during + 10,
          60_000,
        );
        await writes.stop();
        expect(backup).toMatchObject({
          code: 0,
          out: expect.stringMatching(/^Backup written to .+ and checked\./),
        });
        expect(writes.failed).toEqual([]);
        const slowest = Math.max(
          ...writes.acked
            .filter((write) => write.ackedAt >= backupBegan && write.sentAt <= backupEnded)
            .map((write) => write.ackedAt - write.sentAt),
          0,
        );
        const measured = `${source.kind}: ${ackedBefore.length} messages acknowledged before the backup, ${during} during its ${backupEnded - backupBegan} ms (slowest answer then ${slowest} ms), ${writes.acked.length} in all`;

        const restore = await cli(target, "restore", file);
        expect(restore).toMatchObject({
          code: 0,
          out: expect.stringMatching(/^Restored .+ into /),
        });
        // A second restore into the same, now full, target is refused and changes nothing there.
        const again = await cli(target, "restore", file);
        expect(again.code).toBe(4);
        expect(again.out).toMatch(
          /^Error: (DATA_DIR .+ is not empty|the database .+ is not empty)/,
        );

        restored = await start(target);
        const stored = new Set(
          (await query<{ message: string }>(target, "SELECT message FROM contact_messages")).map(
            (row) => row.message,
          ),
        );
        const missing = ackedBefore.filter((write) => !stored.has(write.message));
        expect(missing).toEqual([]);
        // Nothing that was never sent, and no more than was sent before the backup ended.
        const sentMessages = new Set(writes.acked.map((write) => write.message));
        const streamed = [...stored].filter((message) => message.startsWith("Backup stream"));
        expect(streamed.filter((message) => !sentMessages.has(message))).toEqual([]);
        expect(streamed.length).toBeLessThanOrEqual(ackedBefore.length + during + 2);
        console.info(`${measured}; ${streamed.length} restored`);

        const filesAfter = uploadedFiles(target.dataDir);
        for (const [name, bytes] of filesBefore) {
          expect({ name, same: filesAfter.get(name)?.equals(bytes) }).toEqual({ name, same: true });
        }
        for (const [index, photo] of photos.entries()) {
          const res = await fetch(`${restored.baseUrl}${photo}`);
          expect(res.status).toBe(200);
          expect(Buffer.from(await res.arrayBuffer())).toEqual(photoBytes[index]);
        }
      } finally {
        await app?.process.stop();
        await restored?.process.stop();
        await source.dispose();
        await target.dispose();
      }
    },
    TEST_MS,
  );
});

// `backup --check` and a restore's checks read the file alone, before any target is touched
// (restore-backup.ts): the same whichever database made the file or would receive it, so once,
// on the embedded backup above, into an embedded target, where "nothing written" can be seen.
describe("a backup file", () => {
  const file = backupFile("embedded");

  it(
    "is checked sound; a damaged one is refused, and one from migrations this version does not know",
    async () => {
      expect(fs.existsSync(file)).toBe(true);
      const target = await embeddedSite(false);
      /** The backup unpacked, changed by `change`, and packed again. */
      const repacked = async (name: string, change: (unpacked: string) => void) => {
        const unpacked = fs.mkdtempSync(path.join(backups, "unpacked-"));
        await tar.extract({ file, cwd: unpacked });
        change(unpacked);
        const changed = path.join(backups, name);
        await tar.create({ file: changed, cwd: unpacked, gzip: true }, fs.readdirSync(unpacked));
        return changed;
      };
      try {
        expect(await cli(target, "backup", "--check", file)).toMatchObject({
          code: 0,
          out: expect.stringMatching(/: a sound backup\. Snapshot of .+ \d+ uploaded files/),
        });

        // One table's rows with a line more than the manifest counts.
        const damaged = await repacked("damaged.tar.gz", (unpacked) => {
          const rows = path.join(unpacked, "database", "contact_messages.ndjson");
          fs.appendFileSync(rows, `${fs.readFileSync(rows, "utf8").split("\n")[0]}\n`);
        });
        const checked = await cli(target, "backup", "--check", damaged);
        expect(checked.code).toBe(2);
        expect(checked.out).toMatch(
          /is not a sound backup: database\/contact_messages\.ndjson has \d+ bytes, not \d+$/,
        );
        expect((await cli(target, "restore", damaged)).code).toBe(2);

        // Sound, but made by a newer version: one migration more than this build has.
        const newer = await repacked("newer.tar.gz", (unpacked) => {
          const manifestFile = path.join(unpacked, "manifest.json");
          const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
          manifest.database.migrations.push("FromTheFuture1999999999999");
          fs.writeFileSync(manifestFile, JSON.stringify(manifest));
        });
        const refused = await cli(target, "restore", newer);
        expect(refused.code).toBe(4);
        expect(refused.out).toMatch(
          /^Error: the backup was made by a newer version of Ofie .+FromTheFuture1999999999999/,
        );
        // Nothing was written into the target.
        expect(fs.existsSync(path.join(target.dataDir, "pg"))).toBe(false);
      } finally {
        await target.dispose();
      }
    },
    TEST_MS,
  );
});
