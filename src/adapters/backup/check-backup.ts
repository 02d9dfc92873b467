import { buildMigrationNames } from "../persistence/database.js";
import { checkBackupFile } from "./backup-archive.js";
import { type BackupManifest, unknownMigrations } from "./backup-manifest.js";

/** `cli backup --check <file>`: the file against its manifest, and whether this version can restore it. */
export async function checkBackup(
  file: string,
): Promise<{ manifest: BackupManifest; unknownMigrations: string[] }> {
  const manifest = await checkBackupFile(file);
  return { manifest, unknownMigrations: unknownMigrations(manifest, buildMigrationNames()) };
}
