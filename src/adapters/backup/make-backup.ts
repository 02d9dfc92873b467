import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../../config.js";
import { openDatabase } from "../persistence/database.js";
import { appVersion } from "./app-version.js";
import { checkBackupFile, packBackup } from "./backup-archive.js";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest } from "./backup-manifest.js";
import { dumpDatabase } from "./snapshot-dump.js";
import { keepUploadFiles, listUploadFiles } from "./upload-files.js";

/**
 * `cli backup <file>` (decision 74): one snapshot of the database, taken beside the running site
 * (through the embedded database's socket, or on the server), with the uploaded files kept as
 * they were around it (upload-files.ts), packed with their manifest into `<file>.partial`, read
 * back and checked, and only then renamed to `<file>`: a file by that name is always a whole,
 * checked backup. The files' links live in DATA_DIR, on its file system; the rows are staged
 * beside `<file>`.
 */
export async function makeBackup(config: AppConfig, file: string): Promise<BackupManifest> {
  // Opening an embedded DATA_DIR that holds no database would make an empty one.
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "pg"))) {
    throw new Error(
      `DATA_DIR ${config.dataDir} holds no database: give the DATA_DIR (or DATABASE_URL) the server runs with`,
    );
  }
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const staging = `${target}.staging`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const startedAt = new Date().toISOString();
  let kept: string | undefined;
  try {
    if (!config.s3 && fs.existsSync(config.dataDir)) {
      kept = fs.mkdtempSync(path.join(config.dataDir, ".backup-"));
      keepUploadFiles(config.dataDir, kept);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl,
      dataDir: config.dataDir,
      migrate: false,
      role: "cli",
    });
    let dump: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      dump = await dumpDatabase(database.dataSource, path.join(staging, "database"));
    } finally {
      await database.close();
    }
    if (kept) keepUploadFiles(config.dataDir, kept);
    const { snapshotAt, ...tables } = dump;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: appVersion(),
      startedAt,
      snapshotAt,
      database: { kind: config.databaseUrl ? "server" : "embedded", ...tables },
      files: config.s3
        ? {
            storage: "bucket",
            bucket: {
              name: config.s3.bucket,
              region: config.s3.region,
              ...(config.s3.endpoint ? { endpoint: config.s3.endpoint } : {}),
            },
            entries: [],
          }
        : { storage: "disk", entries: kept ? await listUploadFiles(kept) : [] },
    };
    await packBackup(staging, kept ?? staging, manifest, partial);
    await checkBackupFile(partial);
    fs.renameSync(partial, target);
    return manifest;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    if (kept) fs.rmSync(kept, { recursive: true, force: true });
  }
}
