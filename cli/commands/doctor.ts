import fs from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { openDatabase } from "../../src/adapters/persistence/database.js";
import {
  examine,
  repair,
  type UploadExists,
} from "../../src/adapters/persistence/doctor/database-doctor.js";
import { S3Bucket } from "../../src/adapters/storage/s3-bucket.js";
import { loadConfig } from "../../src/config.js";
import { type CliIo, EXIT_CODES } from "../run-command.js";

/**
 * Finds what would stop a migration or an upgrade (decision 73), on a database at any
 * version: it opens the database without migrating and without the services, so it also runs
 * on a data dir whose start failed. `--repair` applies the documented repairs (README,
 * "Upgrading"), keeping a copy of every row it changes in `doctor_repairs`.
 */
export function doctorCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("doctor")
    .description(
      "finds duplicate keys, broken references and missing upload files that would stop a migration or an upgrade; --repair puts right what it can",
    )
    .option("--repair", "apply the repairs the README's Upgrading section describes")
    .action(async (options: { repair?: boolean }) => {
      exit(await runDoctor(io, options.repair === true));
    });
}

async function runDoctor(io: CliIo, repairing: boolean): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: "warn", ...process.env });
  const bucket = config.s3 ? new S3Bucket(config.s3) : undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      listenUrl: config.databaseListenUrl,
      dataDir: config.dataDir,
      migrate: false,
      role: "cli",
    });
    const exists: UploadExists = bucket
      ? async (name) => (await bucket.size(`uploads/${name}`)) !== null
      : (name) =>
          fs.access(path.join(config.dataDir, "uploads", name)).then(
            () => true,
            () => false,
          );
    const found = await examine(database.dataSource, exists);
    if (found.length === 0) {
      io.out(
        `Nothing found that would stop a migration or an upgrade (${database.kind} database).`,
      );
      return 0;
    }
    io.out(`Found ${found.length} problem(s) (${database.kind} database):`);
    for (const finding of found) {
      io.out(`  - ${finding.what}${finding.repairable ? "" : " (doctor cannot repair this)"}`);
    }
    // Only what doctor can repair stops a migration; a missing picture is a loss to report.
    const blocking = (findings: typeof found) => findings.some((finding) => finding.repairable);
    if (!repairing) {
      if (!blocking(found)) return 0;
      io.out("Run `doctor --repair` to put right what it can (README, Upgrading).");
      return 1;
    }
    const done = await repair(database.dataSource);
    for (const line of done) io.out(`Repaired: ${line}`);
    io.out("A copy of every changed or moved row is in the table doctor_repairs.");
    const left = await examine(database.dataSource, exists);
    for (const finding of left) io.out(`Still there: ${finding.what}`);
    return blocking(left) ? 1 : 0;
  } catch (error) {
    io.err(`Error: ${(error as Error).message}`);
    return EXIT_CODES.unexpected;
  } finally {
    await database?.close();
    bucket?.close();
  }
}
