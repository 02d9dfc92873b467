import path from "node:path";
import type { AppConfig } from "../../config.js";
import type { NamedFileStore } from "../../modules/photos/index.js";
import type { FileStore } from "../../shared/ports.js";
import { DiskFolder } from "./disk-folder.js";
import { FolderFileStore } from "./folder-file-store.js";
import { S3Bucket } from "./s3-bucket.js";
import { S3Folder } from "./s3-folder.js";

/** Where the uploaded files live: DATA_DIR's folders, or the S3_BUCKET (decision 58). */
export interface UploadStorage {
  /** The served files (/uploads): the photos' sizes and the videos. */
  readonly uploads: NamedFileStore;
  /** The photos' originals until their sizes are made; never served (decision 50). */
  readonly originals: NamedFileStore;
  /** Videos, kept as sent under a random name in `uploads`. */
  readonly files: FileStore;
  /** The bucket, when S3_BUCKET is set; /uploads then streams from it. */
  readonly bucket: S3Bucket | undefined;
  close(): void;
}

export function openUploadStorage(config: AppConfig): UploadStorage {
  if (config.s3) {
    const bucket = new S3Bucket(config.s3);
    const uploads = new S3Folder(bucket, "uploads");
    return {
      uploads,
      originals: new S3Folder(bucket, "originals"),
      files: new FolderFileStore(uploads),
      bucket,
      close: () => bucket.close(),
    };
  }
  const uploads = new DiskFolder(path.join(config.dataDir, "uploads"));
  return {
    uploads,
    originals: new DiskFolder(path.join(config.dataDir, "originals")),
    files: new FolderFileStore(uploads),
    bucket: undefined,
    close: () => {},
  };
}
