import fs from "node:fs/promises";
import path from "node:path";
import type { NamedFileStore } from "../../modules/photos/photos.ports.js";

/** Only names the pipeline makes: a 32-hex key, an optional size, one short extension. */
const SAFE_NAME = /^[a-f0-9]{32}(?:-\d{3,4})?\.[a-z0-9]{1,8}$/;

/**
 * One folder of files named by the photo pipeline: the served sizes (DATA_DIR/uploads) or the
 * private originals (DATA_DIR/originals, which no route serves). A name that is not one the
 * pipeline makes never becomes a path.
 */
export class DiskFolder implements NamedFileStore {
  constructor(private readonly directory: string) {}

  async put(name: string, content: Buffer): Promise<void> {
    const file = this.pathOf(name);
    await fs.mkdir(this.directory, { recursive: true });
    // Written aside then renamed: a reader never sees half a photo.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, content);
    await fs.rename(partial, file);
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
    if (!SAFE_NAME.test(name)) throw new Error(`not a pipeline file name: ${name}`);
    return path.join(this.directory, name);
  }
}
