import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type FileEntry, UPLOAD_FOLDERS } from "./backup-manifest.js";

/** DiskFolder writes a file aside under this suffix, then renames it. */
const PARTIAL = ".partial";

/**
 * Keeps, in `mirror`, a hard link to every uploaded file under DATA_DIR not kept yet: every
 * regular file, in subfolders too (an older version's uploads may not be named as the app names
 * them now), but a `.partial` being written at this moment, which is not a file yet (nor is its
 * row committed). Run before the database's snapshot and again after it: a file its rows name was
 * written before them, so the second pass has it, and one removed after the snapshot (an
 * original, once its sizes are made) is still held by the first. A link costs no space, and the
 * app replaces a file by renaming, never by writing into it; where DATA_DIR's folders are on
 * another file system than DATA_DIR itself, the file is copied instead.
 */
export function keepUploadFiles(dataDir: string, mirror: string): void {
  for (const folder of UPLOAD_FOLDERS) {
    for (const relative of filesUnder(path.join(dataDir, folder))) {
      const kept = path.join(mirror, folder, relative);
      if (fs.existsSync(kept)) continue;
      fs.mkdirSync(path.dirname(kept), { recursive: true });
      const source = path.join(dataDir, folder, relative);
      try {
        linkOrCopy(source, kept);
      } catch (error) {
        // Removed since it was listed: not a file of this snapshot's (or held by the first pass).
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
}

function linkOrCopy(source: string, kept: string): void {
  try {
    fs.linkSync(source, kept);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EXDEV" && code !== "EPERM") throw error;
    fs.copyFileSync(source, kept);
  }
}

/** The files a folder laid out as DATA_DIR's holds, each with its size and SHA-256. */
export async function listUploadFiles(dataDir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const folder of UPLOAD_FOLDERS) {
    for (const relative of filesUnder(path.join(dataDir, folder))) {
      const file = path.join(dataDir, folder, relative);
      const { size } = fs.statSync(file);
      const archived = `files/${folder}/${relative.split(path.sep).join("/")}`;
      entries.push({ path: archived, bytes: size, sha256: await sha256Of(file) });
    }
  }
  return entries;
}

function filesUnder(directory: string): string[] {
  let found: fs.Dirent[];
  try {
    found = fs.readdirSync(directory, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return found
    .filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL))
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** The uploaded files a target DATA_DIR already holds: a restore must not mix two sites' files. */
export function uploadFilesIn(dataDir: string): string[] {
  return UPLOAD_FOLDERS.flatMap((folder) => {
    try {
      return fs.readdirSync(path.join(dataDir, folder)).map((name) => `${folder}/${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  });
}
