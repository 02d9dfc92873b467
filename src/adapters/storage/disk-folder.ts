import fs from "node:fs/promises";
import path from "node:path";
import type { NamedFileStore } from "../../modules/photos/index.js";
import { STORED_FILE_NAME } from "./stored-files.js";

/**
 * One folder of files named by the app: the served sizes and videos (DATA_DIR/uploads) or the
 * photos' private originals (DATA_DIR/originals, which no route serves). A name that is not one
 * the app makes never becomes a path.
 */
export class DiskFolder implements NamedFileStore {
  constructor(private readonly directory: string) {}

  async put(name: string, content: Buffer): Promise<void> {
    const file = this.pathOf(name);
    await fs.mkdir(this.directory, { recursive: true });
    // Written aside then renamed: a reader never sees half a photo.
    const partial = `${file}.${process.pid}.partial`;
    try {
      await fs.writeFile(partial, content);
      await fs.rename(partial, file);
    } catch (error) {
      // A full disk leaves the part written: it would hold the space the next write needs.
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    if (!STORED_FILE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return path.join(this.directory, name);
  }
}
