import type { TransactionRunner } from "../../shared/ports.js";
import type { AcceptedUpload, UploadedFile } from "../../shared/uploads.js";
import type { PhotoPipeline } from "../photos/index.js";
import type { Requester } from "../rate-limits/index.js";
import type { UploadIntake } from "../uploads/index.js";
import { type DuplicatePhotoCheck, hashedPhotos } from "./duplicate-photos.js";
import { LISTING_IMAGE_RULE } from "./listing-upload-rules.js";
import type { HashedPhoto, ListingSubmitter, PhotoMatch } from "./photo-matches.types.js";

/** A listing's new photos inside the transaction that keeps them: their URLs, fingerprints and matches. */
export interface TakenPhotos {
  /** The URLs the photos will be served at, in upload order. */
  urls: string[];
  /** The photos that could be fingerprinted (a plain one cannot). */
  hashed: HashedPhoto[];
  /** Others' published listings showing one of them: such photos are held, not shown. */
  matches: PhotoMatch[];
}

/**
 * The one way a listing's photos come in, for a new listing and for Manage Listings alike: the
 * listing form's upload rule, then the fingerprints (CPU work, before any transaction), the
 * photo pipeline's staging (off the request, decision 50), and, in one transaction with the
 * caller's writes, the queueing and the match against others' listings (decision 52).
 */
export class ListingPhotoIntake {
  /** Photos a listing may show, held ones included. */
  readonly maxPhotos = LISTING_IMAGE_RULE.maxCount;

  constructor(
    private readonly uploads: UploadIntake,
    private readonly pipeline: PhotoPipeline,
    private readonly duplicates: DuplicatePhotoCheck,
    private readonly tx: TransactionRunner,
  ) {}

  /** The upload rule's verdict, field "images"; `sender` pays for the decoding (decision 81). */
  check(files: readonly UploadedFile[], sender: Requester) {
    return this.uploads.check("images", files, LISTING_IMAGE_RULE, sender);
  }

  /** Runs `keep` in the transaction that queues the photos; a failure leaves no photo behind. */
  async take<T>(
    accepted: readonly AcceptedUpload[],
    submitter: ListingSubmitter,
    keep: (photos: TakenPhotos) => Promise<T>,
  ): Promise<T> {
    const fingerprints = await this.duplicates.fingerprint(accepted.map((i) => i.content));
    return this.pipeline.withStaged(accepted, (staged) =>
      this.tx.run(async () => {
        await staged.enqueue();
        const hashed = hashedPhotos(staged.urls, fingerprints);
        const matches = await this.duplicates.othersListingsMatching(submitter, hashed);
        return keep({ urls: staged.urls, hashed, matches });
      }),
    );
  }

  /** Photos that went live on a listing: later uploads are checked against them. */
  keepOnListing(propertyId: number, photos: readonly HashedPhoto[]): Promise<void> {
    return this.duplicates.recordForProperty(propertyId, photos);
  }

  /** A photo taken off a listing no longer counts against later uploads. */
  forgetOnListing(propertyId: number, urls: readonly string[]): Promise<void> {
    return this.duplicates.forgetForProperty(propertyId, urls);
  }
}
