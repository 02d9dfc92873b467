import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FileStore, StoredFile } from "../../shared/ports.js";

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/**
 * Keeps uploads in one folder that the app serves under /uploads. Names are random, so a
 * sender's file name never reaches the disk and one upload cannot guess another's URL.
 */
export class DiskFileStore implements FileStore {
  constructor(
    private readonly directory: string,
    private readonly urlPrefix = "/uploads",
  ) {}

  async save(content: Buffer, extension: string): Promise<StoredFile> {
    const ext = extension.toLowerCase().replace(/^\./, "");
    if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`unsafe file extension: ${extension}`);
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${randomBytes(16).toString("hex")}.${ext}`;
    // "wx" refuses to overwrite: a name clash fails loudly instead of replacing someone's file.
    await fs.writeFile(path.join(this.directory, name), content, { flag: "wx" });
    return { url: `${this.urlPrefix}/${name}` };
  }

  async remove(url: string): Promise<void> {
    const name = url.startsWith(`${this.urlPrefix}/`) ? url.slice(this.urlPrefix.length + 1) : "";
    // Only names this store made: a URL from elsewhere must never become a path to delete.
    if (!STORED_NAME.test(name)) return;
    await fs.rm(path.join(this.directory, name), { force: true });
  }
}
