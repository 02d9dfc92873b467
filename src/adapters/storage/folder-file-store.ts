import { randomBytes } from "node:crypto";
import type { NamedFileStore } from "../../modules/photos/index.js";
import type { FileStore, StoredFile } from "../../shared/ports.js";

/** Only what `save` makes: a key and an extension, no photo width (those are the pipeline's). */
const SAVED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/**
 * Files kept as sent (videos) in the folder the app serves under /uploads, on disk or in the
 * bucket. Names are random, so a sender's file name never reaches the store and one upload
 * cannot guess another's URL.
 */
export class FolderFileStore implements FileStore {
  constructor(
    private readonly folder: NamedFileStore,
    private readonly urlPrefix = "/uploads",
  ) {}

  async save(content: Buffer, extension: string): Promise<StoredFile> {
    const ext = extension.toLowerCase().replace(/^\./, "");
    if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`unsafe file extension: ${extension}`);
    const name = `${randomBytes(16).toString("hex")}.${ext}`;
    await this.folder.put(name, content);
    return { url: `${this.urlPrefix}/${name}` };
  }

  async remove(url: string): Promise<void> {
    const name = url.startsWith(`${this.urlPrefix}/`) ? url.slice(this.urlPrefix.length + 1) : "";
    // Only names this store made: a URL from elsewhere must never become a path or key to delete.
    if (SAVED_NAME.test(name)) await this.folder.remove(name);
  }
}
