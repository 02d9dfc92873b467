import { randomBytes } from "node:crypto";
import { photoVariantUrl } from "../../shared/photo-variants.js";
import type { Logger, TransactionRunner } from "../../shared/ports.js";
import { largestWidth, PHOTO_PIPELINE_DEFAULTS } from "./photo-pipeline.service.js";
import type {
  NamedFileStore,
  OldUploadCounts,
  OldUploadRegister,
  OldUploadState,
  PhotoProcessor,
  PhotoQueue,
} from "./photos.ports.js";

/** Long enough to read, probe and copy one phone photo, even from a slow bucket. */
const LEASE_MS = 120_000;

export interface AdoptionPass {
  adopted: number;
  missing: number;
  unreadable: number;
}

/**
 * Moves the pictures stored before the pipeline into it (decision 73). Each old file
 * becomes a private original with a waiting `photos` row, so the usual worker makes its WebP
 * sizes and strips its metadata (the owner's GPS position); every row that pointed at the old
 * URL points at the new largest size; and the old file leaves the served folder, so neither
 * `/uploads` nor a public bucket ever sends its bytes again. Files are read and written outside
 * any transaction; the move itself is one transaction, so a second worker or a restart never
 * moves a picture twice.
 */
export class OldUploadAdoption {
  private settled = false;

  constructor(
    private readonly register: OldUploadRegister,
    private readonly queue: PhotoQueue,
    private readonly processor: PhotoProcessor,
    private readonly uploads: NamedFileStore,
    private readonly originals: NamedFileStore,
    private readonly transactions: TransactionRunner,
    private readonly logger: Logger,
    private readonly urlPrefix = PHOTO_PIPELINE_DEFAULTS.urlPrefix,
  ) {}

  /**
   * Moves every waiting old upload, until none is left or `shouldStop`. Only the upgrade's
   * migration records old uploads, so once none waits (leased elsewhere included) and every
   * moved file is removed, this process never asks again: the photo worker's every pass would
   * otherwise query for them for good.
   */
  async adoptWaiting(shouldStop: () => boolean = () => false): Promise<AdoptionPass> {
    const pass: AdoptionPass = { adopted: 0, missing: 0, unreadable: 0 };
    if (this.settled) return pass;
    const leftBehind = await this.register.notRemoved();
    for (const name of leftBehind) await this.removeOld(name);
    let claimed = false;
    while (!shouldStop()) {
      const name = await this.register.claimNext(LEASE_MS);
      if (!name) break;
      claimed = true;
      pass[await this.adopt(name)] += 1;
    }
    if (!claimed && leftBehind.length === 0 && !shouldStop()) {
      this.settled = (await this.register.counts()).waiting === 0;
    }
    if (pass.missing + pass.unreadable > 0) {
      this.logger.warn(
        { missing: pass.missing, unreadable: pass.unreadable },
        "old uploads that are not pictures any more were left out of the photo pipeline: `npm run cli -- doctor` lists them",
      );
    }
    return pass;
  }

  /** Where an old `/uploads/<name>` now lives; null for a name the upgrade never recorded. */
  stateOf(name: string): Promise<OldUploadState | null> {
    return OLD_UPLOAD_NAME.test(name) ? this.register.stateOf(name) : Promise.resolve(null);
  }

  counts(): Promise<OldUploadCounts> {
    return this.register.counts();
  }

  private async adopt(name: string): Promise<keyof AdoptionPass> {
    const content = await this.uploads.get(name);
    if (!content) return this.lost(name, "missing", "the file is not in the uploads store");
    const look = await this.processor.look(content);
    if (!look) return this.lost(name, "unreadable", "the file is not a readable picture");
    const key = randomBytes(16).toString("hex");
    const originalName = `${randomBytes(16).toString("hex")}${name.slice(name.lastIndexOf("."))}`;
    const newUrl = photoVariantUrl(`${this.urlPrefix}/${key}`, largestWidth(look.width));
    await this.originals.put(originalName, content);
    const moved = await this.transactions.run(async () => {
      if (!(await this.register.adopt(name, key, newUrl))) return false;
      await this.queue.add({ key, originalName, look });
      return true;
    });
    if (!moved) {
      await this.originals.remove(originalName);
      return "adopted";
    }
    await this.removeOld(name);
    this.logger.info({ photo: key }, "old upload moved into the photo pipeline");
    return "adopted";
  }

  private async lost(name: string, status: "missing" | "unreadable", problem: string) {
    await this.register.markLost(name, status, problem);
    this.logger.warn({ file: name, problem }, "old upload left out of the photo pipeline");
    return status;
  }

  private async removeOld(name: string): Promise<void> {
    await this.uploads.remove(name);
    await this.register.markRemoved(name);
  }
}

/** The names uploads had before the pipeline: a random key and a picture's extension. */
export const OLD_UPLOAD_NAME = /^[a-f0-9]{32}\.(?:jpg|jpeg|png|webp|gif|avif)$/;
