import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as tar from "tar";
import {
  type BackupManifest,
  MANIFEST_PATH,
  parseManifest,
  UPLOAD_FOLDERS,
} from "./backup-manifest.js";

/** A backup file that cannot be trusted: what was found wrong, first things first. */
export class DamagedBackupError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, 5).join("; ");
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    super(`${file} is not a sound backup: ${shown}${more}`);
  }
}

/**
 * Writes the gzipped tar: the manifest first, the tables' rows, then the uploaded files kept for
 * this backup (under `kept`, laid out as DATA_DIR), reached through links in the staging folder,
 * and only those the manifest lists.
 */
export async function packBackup(
  staging: string,
  kept: string,
  manifest: BackupManifest,
  file: string,
): Promise<void> {
  fs.writeFileSync(path.join(staging, MANIFEST_PATH), JSON.stringify(manifest, null, 2));
  const files = path.join(staging, "files");
  fs.mkdirSync(files, { recursive: true });
  for (const folder of UPLOAD_FOLDERS) {
    const source = path.resolve(kept, folder);
    if (fs.existsSync(source)) fs.symlinkSync(source, path.join(files, folder));
  }
  const listed = new Set([
    MANIFEST_PATH,
    ...manifest.database.tables.map((table) => table.path),
    ...manifest.files.entries.map((entry) => entry.path),
  ]);
  await tar.create(
    {
      file,
      cwd: staging,
      gzip: true,
      portable: true,
      follow: true,
      strict: true,
      filter: (entry, stat) => ("isDirectory" in stat && stat.isDirectory()) || listed.has(entry),
    },
    [MANIFEST_PATH, "database", "files"],
  );
}

interface Seen {
  bytes: number;
  sha256: string;
  lines: number;
}

/**
 * Reads the whole file once and holds it to its manifest: every table's and file's size and
 * SHA-256, every table's row count (its lines), nothing missing and nothing extra. Nothing is
 * written anywhere. Returns the manifest; throws DamagedBackupError saying what is wrong.
 */
export async function checkBackupFile(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new DamagedBackupError(file, ["there is no such file"]);
  const seen = new Map<string, Seen>();
  let manifestText: string | undefined;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.type !== "File") return;
        const hash = createHash("sha256");
        const chunks: Buffer[] = [];
        const record: Seen = { bytes: 0, sha256: "", lines: 0 };
        const isManifest = entry.path === MANIFEST_PATH;
        entry.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          record.bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) record.lines++;
          if (isManifest) chunks.push(chunk);
        });
        entry.on("end", () => {
          record.sha256 = hash.digest("hex");
          if (isManifest) manifestText = Buffer.concat(chunks).toString("utf8");
          else seen.set(entry.path, record);
        });
      },
    });
  } catch (error) {
    throw new DamagedBackupError(file, [`it cannot be read (${(error as Error).message})`]);
  }
  if (manifestText === undefined) throw new DamagedBackupError(file, ["it has no manifest.json"]);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new DamagedBackupError(file, [(error as Error).message]);
  }
  const problems = [
    ...manifest.database.tables.flatMap((table) => {
      const found = compare(table.path, table, seen);
      if (found.length === 0 && seen.get(table.path)?.lines !== table.rows) {
        found.push(`${table.path} holds ${seen.get(table.path)?.lines} rows, not ${table.rows}`);
      }
      return found;
    }),
    ...manifest.files.entries.flatMap((entry) => compare(entry.path, entry, seen)),
  ];
  const listed = new Set([
    ...manifest.database.tables.map((table) => table.path),
    ...manifest.files.entries.map((entry) => entry.path),
  ]);
  for (const name of seen.keys()) {
    if (!listed.has(name)) problems.push(`${name} is not in the manifest`);
  }
  if (problems.length > 0) throw new DamagedBackupError(file, problems);
  return manifest;
}

function compare(
  name: string,
  expected: { bytes: number; sha256: string },
  seen: Map<string, Seen>,
): string[] {
  const found = seen.get(name);
  if (!found) return [`${name} is missing`];
  if (found.bytes !== expected.bytes) {
    return [`${name} has ${found.bytes} bytes, not ${expected.bytes}`];
  }
  if (found.sha256 !== expected.sha256) return [`${name} has changed (SHA-256 differs)`];
  return [];
}

/** Unpacks a checked backup into an empty folder (tar refuses absolute and `..` paths). */
export async function unpackBackup(file: string, into: string): Promise<void> {
  fs.mkdirSync(into, { recursive: true });
  await tar.extract({ file, cwd: into, strict: true });
}
