import fs from "node:fs/promises";
import path from "node:path";
import type { S3Bucket } from "./s3-bucket.js";
import { S3Folder } from "./s3-folder.js";
import { STORED_FILE_NAME } from "./stored-files.js";

export interface CopiedFolder {
  copied: number;
  /** An object of the same name and size was there: a run again copies nothing twice. */
  alreadyThere: number;
  /** Files whose names the app never makes (a half-written `.partial`, a stray file). */
  skipped: number;
}

/** The folders DATA_DIR keeps uploads in, each the bucket prefix of the same name (decision 58). */
const FOLDERS = ["uploads", "originals"] as const;
/** Files sent at once: enough to hide the round trips, few enough for a small store. */
const AT_ONCE = 8;

/**
 * Copies DATA_DIR/uploads (sizes, videos) and DATA_DIR/originals (photos still waiting for their
 * sizes) into the bucket, each object with its served headers; deletes nothing.
 */
export async function copyUploadsToBucket(
  dataDir: string,
  bucket: S3Bucket,
): Promise<Record<(typeof FOLDERS)[number], CopiedFolder>> {
  const [uploads, originals] = await Promise.all(
    FOLDERS.map((name) => copyFolder(path.join(dataDir, name), new S3Folder(bucket, name))),
  );
  return { uploads: uploads as CopiedFolder, originals: originals as CopiedFolder };
}

async function copyFolder(directory: string, folder: S3Folder): Promise<CopiedFolder> {
  const counts: CopiedFolder = { copied: 0, alreadyThere: 0, skipped: 0 };
  const names = await filesIn(directory);
  const ours = names.filter((name) => STORED_FILE_NAME.test(name));
  counts.skipped = names.length - ours.length;
  const copyOne = async (name: string) => {
    const file = path.join(directory, name);
    const { size } = await fs.stat(file);
    if ((await folder.size(name)) === size) {
      counts.alreadyThere += 1;
      return;
    }
    await folder.put(name, await fs.readFile(file));
    counts.copied += 1;
  };
  let next = 0;
  const worker = async () => {
    while (next < ours.length) await copyOne(ours[next++] as string);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, ours.length) }, worker));
  return counts;
}

async function filesIn(directory: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(directory, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
