import type { Command } from "commander";
import { DamagedBackupError } from "../../src/adapters/backup/backup-archive.js";
import type { BackupManifest } from "../../src/adapters/backup/backup-manifest.js";
import { checkBackup } from "../../src/adapters/backup/check-backup.js";
import { makeBackup } from "../../src/adapters/backup/make-backup.js";
import { restoreBackup } from "../../src/adapters/backup/restore-backup.js";
import { loadConfig } from "../../src/config.js";
import { DomainError } from "../../src/shared/errors.js";
import { type CliIo, EXIT_CODES } from "../run-command.js";

/**
 * `backup <file>`, `backup --check <file>` and `restore <file>` (decision 74). They open the
 * database themselves rather than through runCommand: a backup needs no services, and a restore
 * starts from no database at all.
 */
export function backupCommands(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("backup <file>")
    .description(
      "writes a consistent snapshot of the database and the uploaded files to <file> (a .tar.gz) while the site serves; --check reads a backup file and checks it without restoring",
    )
    .option("--check", "check <file> against its manifest (sizes, SHA-256, row counts) instead")
    .action(async (file: string, options: { check?: boolean }) => {
      exit(
        await run(io, async () => {
          if (options.check) {
            const { manifest, unknownMigrations } = await checkBackup(file);
            io.out(`${file}: a sound backup. ${describe(manifest)}`);
            if (unknownMigrations.length > 0) {
              io.err(
                `Note: made by a newer version of Ofie (${manifest.app.version}): this one cannot restore it (unknown migration(s) ${unknownMigrations.join(", ")}).`,
              );
            }
            return;
          }
          const manifest = await makeBackup(loadConfig(), file);
          io.out(`Backup written to ${file} and checked. ${describe(manifest)}`);
          bucketNote(io, manifest);
        }),
      );
    });
  program
    .command("restore <file>")
    .description(
      "restores a backup file into an empty DATA_DIR (embedded database) or an empty database (DATABASE_URL); refuses any other target",
    )
    .action(async (file: string) => {
      exit(
        await run(io, async () => {
          const config = loadConfig();
          const { manifest, laterMigrations } = await restoreBackup(config, file);
          const where = config.databaseUrl ? "the database of DATABASE_URL" : config.dataDir;
          io.out(`Restored ${file} into ${where}. ${describe(manifest)}`);
          if (laterMigrations > 0) {
            io.out(`Then ran ${laterMigrations} migration(s) of this version, as an upgrade does.`);
          }
          bucketNote(io, manifest);
          if (manifest.files.storage === "disk" && config.s3 && manifest.files.entries.length > 0) {
            io.out(
              `The files went into ${config.dataDir}; S3_BUCKET is set: run \`copy-uploads\` to put them in the bucket.`,
            );
          }
        }),
      );
    });
}

function describe(manifest: BackupManifest): string {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return [
    `Snapshot of ${manifest.snapshotAt} by Ofie ${manifest.app.version} (${manifest.database.kind} database, ${manifest.database.migrations.length} migrations):`,
    `${manifest.database.tables.length} tables, ${rows} rows;`,
    `${manifest.files.entries.length} uploaded files (${(bytes / 1024 / 1024).toFixed(1)} MB).`,
  ].join(" ");
}

function bucketNote(io: CliIo, manifest: BackupManifest): void {
  const bucket = manifest.files.bucket;
  if (manifest.files.storage !== "bucket" || !bucket) return;
  io.out(
    `The uploaded files are in the bucket ${bucket.name}${bucket.endpoint ? ` at ${bucket.endpoint}` : ""}, not in this file: keep them with the bucket's own versioning or backups.`,
  );
}

async function run(io: CliIo, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    io.err(`Error: ${(error as Error).message}`);
    if (error instanceof DomainError) return EXIT_CODES[error.kind];
    if (error instanceof DamagedBackupError) return EXIT_CODES.invalid;
    return EXIT_CODES.unexpected;
  }
}
