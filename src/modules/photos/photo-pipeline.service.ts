import { randomBytes } from "node:crypto";
import { isOutOfSpace } from "../../shared/out-of-space.js";
import { PHOTO_WIDTHS, type PhotoWidth, photoVariantUrl } from "../../shared/photo-variants.js";
import type { Logger } from "../../shared/ports.js";
import type { AcceptedUpload } from "../../shared/uploads.js";
import type { NamedFileStore, PhotoProcessor, PhotoQueue } from "./photos.ports.js";
import type { PendingPhoto, PhotoLook } from "./photos.types.js";

export interface PhotoPipelineOptions {
  /** Where the sizes are served: a photo's URL is `${urlPrefix}/<key>-<width>.webp`. */
  urlPrefix: string;
  /** How long a claim keeps other workers off a photo. */
  leaseMs: number;
  /** The attempt whose failure marks the photo failed for good. */
  maxAttempts: number;
  retryMs: number;
}

export const PHOTO_PIPELINE_DEFAULTS: PhotoPipelineOptions = {
  urlPrefix: "/uploads",
  leaseMs: 120_000,
  maxAttempts: 3,
  retryMs: 30_000,
};

/** Accepted photos whose originals are kept privately, waiting to join a use case's transaction. */
export interface StagedPhotos {
  /** The URL each photo will be shown under (its largest size), in upload order. */
  urls: string[];
  /** Puts the photos in the queue; call it inside the use case's transaction. */
  enqueue(): Promise<void>;
}

export interface PipelinePass {
  ready: number;
  retried: number;
  failed: number;
}

/**
 * One pipeline for every uploaded photo (decision 50). A use case stages the accepted
 * pictures (originals kept where nothing serves them) and queues them in its own transaction;
 * a worker then makes the WebP sizes off the request (about a second of CPU for a phone photo),
 * and deletes the original, which still carries the owner's GPS position.
 */
export class PhotoPipeline {
  private readonly options: PhotoPipelineOptions;

  constructor(
    private readonly queue: PhotoQueue,
    private readonly processor: PhotoProcessor,
    private readonly sizes: NamedFileStore,
    private readonly originals: NamedFileStore,
    private readonly logger: Logger,
    options: Partial<PhotoPipelineOptions> = {},
  ) {
    this.options = { ...PHOTO_PIPELINE_DEFAULTS, ...options };
  }

  /**
   * Keeps each picture's original, then runs `work` with the staged photos. If the work fails,
   * the originals are removed: a refused or failed write leaves nothing behind.
   */
  async withStaged<T>(
    uploads: readonly AcceptedUpload[],
    work: (photos: StagedPhotos) => Promise<T>,
  ): Promise<T> {
    const staged: Array<{ key: string; originalName: string; look: PhotoLook }> = [];
    try {
      for (const upload of uploads) {
        const look = await this.processor.look(upload.content);
        if (!look) throw new Error("an accepted upload is not a picture");
        const key = randomBytes(16).toString("hex");
        // A name of its own, not the key that every page shows: should the originals' folder
        // ever be readable (a bucket policy wider than `uploads/`), no URL leads to one.
        const originalName = `${randomBytes(16).toString("hex")}.${upload.extension}`;
        await this.originals.put(originalName, upload.content);
        staged.push({ key, originalName, look });
      }
      return await work({
        urls: staged.map((p) => this.urlOf(p.key, largestWidth(p.look.width))),
        enqueue: async () => {
          for (const photo of staged) await this.queue.add(photo);
        },
      });
    } catch (error) {
      await Promise.allSettled(staged.map((p) => this.originals.remove(p.originalName)));
      throw error;
    }
  }

  /** Makes the sizes of the waiting photos, oldest first, until none is due. */
  async processWaiting(shouldStop: () => boolean = () => false): Promise<PipelinePass> {
    const pass: PipelinePass = { ready: 0, retried: 0, failed: 0 };
    while (!shouldStop()) {
      const photo = await this.queue.claimNext(this.options.leaseMs);
      if (!photo) break;
      await this.process(photo, pass);
    }
    return pass;
  }

  /** The placeholder colour of a photo whose sizes are not made yet; null otherwise. */
  waitingColour(key: string): Promise<string | null> {
    return /^[a-f0-9]{32}$/.test(key) ? this.queue.waitingColour(key) : Promise.resolve(null);
  }

  countWaiting(): Promise<number> {
    return this.queue.countWaiting();
  }

  private async process(photo: PendingPhoto, pass: PipelinePass): Promise<void> {
    const about = { photo: photo.key, attempts: photo.attempts };
    try {
      const original = await this.originals.get(photo.originalName);
      if (!original) throw new MissingOriginalError();
      const started = performance.now();
      const largest = largestWidth(photo.width);
      const widths = PHOTO_WIDTHS.filter((w) => w <= largest);
      const made = await this.processor.variants(original, widths);
      for (const size of made)
        await this.sizes.put(`${photo.key}-${size.width}.webp`, size.content);
      await this.queue.markReady(photo.key);
      await this.originals.remove(photo.originalName);
      const ms = Math.round(performance.now() - started);
      this.logger.info({ ...about, ms, widths }, "photo sizes made");
      pass.ready += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A full disk is the server's trouble, not the photo's: it waits for space however long
      // that takes, since its upload was acknowledged (decision 76).
      const waitsForSpace = isOutOfSpace(error);
      if (
        error instanceof MissingOriginalError ||
        (!waitsForSpace && photo.attempts >= this.options.maxAttempts)
      ) {
        await this.queue.markFailed(photo.key, reason);
        this.logger.error({ ...about, reason }, "photo failed for good");
        pass.failed += 1;
      } else {
        await this.queue.retryLater(photo.key, this.options.retryMs, reason);
        this.logger.warn({ ...about, reason }, "photo sizes not made, will retry");
        pass.retried += 1;
      }
    }
  }

  private urlOf(key: string, width: PhotoWidth): string {
    return photoVariantUrl(`${this.options.urlPrefix}/${key}`, width);
  }
}

class MissingOriginalError extends Error {
  constructor() {
    super("the original is missing");
  }
}

/**
 * The sizes worth making for a photo `width` px wide: each standard width below it and the first
 * one at or above it, which is the photo at its own width (never enlarged).
 */
export function largestWidth(width: number): PhotoWidth {
  return PHOTO_WIDTHS.find((w) => w >= width) ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
}
