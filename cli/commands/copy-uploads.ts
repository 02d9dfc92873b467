import type { Command } from "commander";
import { copyUploadsToBucket } from "../../src/adapters/storage/copy-to-bucket.js";
import { S3Bucket } from "../../src/adapters/storage/s3-bucket.js";
import { loadConfig } from "../../src/config.js";
import { type CliIo, EXIT_CODES } from "../run-command.js";

/**
 * Moving a site onto object storage (decision 58): the files DATA_DIR already holds go into the
 * bucket before the servers are started with S3_BUCKET. Needs no database, so it runs beside
 * a running server; run it again after the switch to pick up what arrived meanwhile.
 */
export function copyUploadsCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("copy-uploads")
    .description(
      "copies DATA_DIR/uploads and DATA_DIR/originals into S3_BUCKET, skipping objects already there with the same size",
    )
    .action(async () => {
      exit(await copyUploads(io));
    });
}

async function copyUploads(io: CliIo): Promise<number> {
  let bucket: S3Bucket | undefined;
  try {
    const config = loadConfig();
    if (!config.s3) {
      io.err(
        "Error: S3_BUCKET is not set: name the bucket to copy DATA_DIR/uploads into (with S3_ENDPOINT, S3_REGION and the AWS credentials it needs)",
      );
      return EXIT_CODES.invalid;
    }
    bucket = new S3Bucket(config.s3);
    await bucket.check();
    io.out(`Copying ${config.dataDir}/uploads and /originals into bucket ${config.s3.bucket}`);
    const counts = await copyUploadsToBucket(config.dataDir, bucket);
    for (const [folder, { copied, alreadyThere, skipped }] of Object.entries(counts)) {
      io.out(`${folder}: copied ${copied}, already there ${alreadyThere}, skipped ${skipped}`);
    }
    return 0;
  } catch (error) {
    io.err(`Error: ${(error as Error).message}`);
    return EXIT_CODES.unexpected;
  } finally {
    bucket?.close();
  }
}
