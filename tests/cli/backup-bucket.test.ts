import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { BackupManifest } from "../../src/adapters/backup/backup-manifest.js";
import { type S3Server, startS3Server, TEST_BUCKET } from "../support/s3-server.js";
import { cli, withCliDatabase } from "./cli-harness.js";

// Decision 74: with S3_BUCKET the uploads live in the bucket. A backup names the bucket in its
// manifest and says to keep it by the bucket's own means; it takes none of DATA_DIR's files.
let s3: S3Server;
const backups = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-backup-bucket-"));
const s3Ready = startS3Server().then((server) => {
  s3 = server;
  return server;
});
beforeAll(async () => {
  await s3Ready;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(backups, { recursive: true, force: true });
});
withCliDatabase({ S3_BUCKET: TEST_BUCKET }, "seeded");

async function manifestOf(file: string): Promise<BackupManifest> {
  let text = "";
  await tar.list({
    file,
    onReadEntry: (entry) => {
      if (entry.path === "manifest.json") entry.on("data", (chunk: Buffer) => (text += chunk));
    },
  });
  return JSON.parse(text) as BackupManifest;
}

it("records the bucket instead of the files, and says how to keep it", async () => {
  Object.assign(process.env, s3.env);
  // A file left in DATA_DIR from before the move to the bucket is not the site's any more.
  const uploads = path.join(process.env.DATA_DIR as string, "uploads");
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, "0123456789abcdef0123456789abcdef-320.webp"), "old");
  const file = path.join(backups, "site.tar.gz");

  const made = await cli("backup", file);
  expect(made.code).toBe(0);
  expect(made.out.split("\n")).toEqual([
    expect.stringMatching(/^Backup written to .+ and checked\. .+ 0 uploaded files \(0\.0 MB\)\.$/),
    `The uploaded files are in the bucket ${TEST_BUCKET} at ${s3.env.S3_ENDPOINT}, not in this file: keep them with the bucket's own versioning or backups.`,
  ]);
  const manifest = await manifestOf(file);
  expect(manifest.files).toEqual({
    storage: "bucket",
    bucket: { name: TEST_BUCKET, region: expect.any(String), endpoint: s3.env.S3_ENDPOINT },
    entries: [],
  });
  expect(
    manifest.database.tables.find((table) => table.name === "properties")?.rows,
  ).toBeGreaterThan(0);
  expect((await cli("backup", "--check", file)).code).toBe(0);
});

it("says what is wrong with a file that is no backup, and with one that is not there", async () => {
  const notOne = path.join(backups, "notes.txt");
  fs.writeFileSync(notOne, "shopping list");
  expect(await cli("backup", "--check", notOne)).toEqual({
    code: 2,
    out: "",
    err: expect.stringMatching(
      /^Error: .+notes\.txt is not a sound backup: it (cannot be read|has no manifest\.json)/,
    ),
  });
  expect(await cli("restore", path.join(backups, "missing.tar.gz"))).toEqual({
    code: 2,
    out: "",
    err: expect.stringMatching(/is not a sound backup: there is no such file$/),
  });
});
