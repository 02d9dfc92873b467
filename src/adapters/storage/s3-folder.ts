import type { NamedFileStore } from "../../modules/photos/index.js";
import type { S3Bucket } from "./s3-bucket.js";
import { STORED_FILE_NAME, servedHeaders } from "./stored-files.js";

/**
 * The bucket's counterpart of DiskFolder: the served sizes and videos under `uploads/`, the
 * private originals under `originals/` (decision 58). Each object carries the Content-Type,
 * Cache-Control and Content-Disposition /uploads would send, so a CDN in front of the bucket
 * sends them too. A name that is not one the app makes never becomes a key.
 */
export class S3Folder implements NamedFileStore {
  constructor(
    private readonly bucket: S3Bucket,
    private readonly prefix: "uploads" | "originals",
  ) {}

  async put(name: string, content: Buffer): Promise<void> {
    const headers = servedHeaders(name);
    await this.bucket.put(this.keyOf(name), content, {
      contentType: headers.contentType,
      ...(this.prefix === "uploads"
        ? { cacheControl: headers.cacheControl, contentDisposition: headers.contentDisposition }
        : {}),
    });
  }

  async get(name: string): Promise<Buffer | null> {
    return this.bucket.read(this.keyOf(name));
  }

  async remove(name: string): Promise<void> {
    await this.bucket.remove(this.keyOf(name));
  }

  /** The object's size, or null when it is not there (copy-uploads skips what is already copied). */
  async size(name: string): Promise<number | null> {
    return this.bucket.size(this.keyOf(name));
  }

  private keyOf(name: string): string {
    if (!STORED_FILE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return `${this.prefix}/${name}`;
  }
}
