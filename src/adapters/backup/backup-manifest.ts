/**
 * What a backup file says about itself (decision 74): read first by `backup --check` and
 * `restore`, and enough for an operator to tell one backup from another without restoring it.
 */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  app: { name: string; version: string };
  /** When the command started, and when the database's snapshot was taken (its clock). */
  startedAt: string;
  snapshotAt: string;
  database: {
    kind: "embedded" | "server";
    serverVersion: string;
    /** The migrations the database had run, in order: a restore migrates to exactly these first. */
    migrations: string[];
    tables: TableEntry[];
    sequences: SequenceValue[];
  };
  files: {
    /** "bucket": the uploads live in S3_BUCKET and are not in this file; back the bucket up itself. */
    storage: "disk" | "bucket";
    bucket?: { name: string; endpoint?: string; region: string };
    entries: FileEntry[];
  };
}

/** One table's rows, one JSON object a line as PostgreSQL's row_to_json writes it. */
export interface TableEntry {
  name: string;
  path: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface FileEntry {
  /** In the archive, under files/: `files/uploads/<name>` or `files/originals/<name>`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface SequenceValue {
  name: string;
  /** As PostgreSQL prints a bigint: a string, so no value past 2^53 is rounded. */
  lastValue: string;
  isCalled: boolean;
}

export const BACKUP_FORMAT = "ofie-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";
/** The folders under DATA_DIR that hold uploaded files (decision 50): served sizes and originals. */
export const UPLOAD_FOLDERS = ["uploads", "originals"] as const;

/** The manifest's JSON, checked for the fields a check and a restore rely on. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("its manifest.json is not JSON");
  }
  const manifest = value as Partial<BackupManifest>;
  if (manifest?.format !== BACKUP_FORMAT) throw new Error("it is not an Ofie backup");
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new Error(
      `it is in backup format ${String(manifest.formatVersion)}; this version of Ofie reads format ${BACKUP_FORMAT_VERSION}`,
    );
  }
  const database = manifest.database;
  if (
    !database ||
    !Array.isArray(database.migrations) ||
    !Array.isArray(database.tables) ||
    !Array.isArray(database.sequences) ||
    !Array.isArray(manifest.files?.entries)
  ) {
    throw new Error("its manifest lacks the database's migrations, tables or the file list");
  }
  return manifest as BackupManifest;
}

/**
 * The backup's migrations that this build does not have: a backup made by a newer version, whose
 * rows may not fit the tables this build makes. Restore refuses it; upgrade Ofie first.
 */
export function unknownMigrations(manifest: BackupManifest, buildMigrations: string[]): string[] {
  const known = new Set(buildMigrations);
  return manifest.database.migrations.filter((name) => !known.has(name));
}
