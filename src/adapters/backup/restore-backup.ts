import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../../config.js";
import { ConflictError } from "../../shared/errors.js";
import { buildMigrationNames, openDatabase } from "../persistence/database.js";
import { openOwnConnection } from "../persistence/own-connection.js";
import { checkBackupFile, unpackBackup } from "./backup-archive.js";
import { type BackupManifest, UPLOAD_FOLDERS, unknownMigrations } from "./backup-manifest.js";
import { loadDatabase } from "./snapshot-load.js";
import { uploadFilesIn } from "./upload-files.js";

/** A restore never mixes a backup with what a target already holds. */
export class RestoreTargetNotEmptyError extends ConflictError {
  override readonly code = "BACKUP.TARGET_NOT_EMPTY";
}

/** A backup made by a newer version of Ofie: its rows may not fit the tables this one makes. */
export class BackupFromNewerVersionError extends ConflictError {
  override readonly code = "BACKUP.NEWER_VERSION";
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** This version's migrations run after the backup's rows were loaded. */
  laterMigrations: number;
}

/**
 * `cli restore <file>` (decision 74): checks the whole file first, then, into an empty DATA_DIR
 * (embedded) or an empty database and DATA_DIR without uploads (server), migrates to the
 * backup's migrations, loads its rows, puts back its files, and runs this version's later
 * migrations, as an upgrade would.
 */
export async function restoreBackup(config: AppConfig, file: string): Promise<RestoreOutcome> {
  const manifest = await checkBackupFile(path.resolve(file));
  const build = buildMigrationNames();
  const unknown = unknownMigrations(manifest, build);
  if (unknown.length > 0) {
    throw new BackupFromNewerVersionError(
      `the backup was made by a newer version of Ofie (${manifest.app.version}): this one does not know its migration(s) ${unknown.join(", ")}. Restore it with that version or a later one.`,
    );
  }
  await refuseUnlessEmpty(config);
  const staging = path.join(config.dataDir, `.restoring-${process.pid}`);
  try {
    await unpackBackup(path.resolve(file), staging);
    const atBackupLevel = await openDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl,
      dataDir: config.dataDir,
      role: "cli",
      onlyMigrations: manifest.database.migrations,
    });
    try {
      await loadDatabase(atBackupLevel.dataSource, staging, manifest.database);
    } finally {
      await atBackupLevel.close();
    }
    for (const entry of manifest.files.entries) {
      const destination = path.join(config.dataDir, entry.path.replace(/^files\//, ""));
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.renameSync(path.join(staging, entry.path), destination);
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const later = build.length - manifest.database.migrations.length;
  if (later > 0) {
    const upgraded = await openDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl,
      dataDir: config.dataDir,
      role: "cli",
    });
    await upgraded.close();
  }
  return { manifest, laterMigrations: later };
}

async function refuseUnlessEmpty(config: AppConfig): Promise<void> {
  const { dataDir, databaseUrl } = config;
  if (!databaseUrl) {
    const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
    if (present.length > 0) {
      throw new RestoreTargetNotEmptyError(
        `DATA_DIR ${dataDir} is not empty (${present.slice(0, 5).join(", ")}): restore into an empty or new folder, then point DATA_DIR at it`,
      );
    }
    return;
  }
  const client = await openOwnConnection(databaseUrl);
  try {
    const { rows } = await client.query<{ name: string; relations: number }>(
      `SELECT current_database() AS name,
              (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')) AS relations`,
    );
    const [{ name, relations }] = rows as [{ name: string; relations: number }];
    if (relations > 0) {
      throw new RestoreTargetNotEmptyError(
        `the database ${name} is not empty (${relations} tables, views or sequences in its public schema): restore into a new, empty database (createdb), then point DATABASE_URL at it`,
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
  const files = uploadFilesIn(dataDir);
  if (files.length > 0) {
    throw new RestoreTargetNotEmptyError(
      `DATA_DIR ${dataDir} already holds uploaded files (${files.slice(0, 3).join(", ")}) in ${UPLOAD_FOLDERS.join(" or ")}: restore into a DATA_DIR without them`,
    );
  }
}
