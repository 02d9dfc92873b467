import { ValidationError } from "../../shared/errors.js";
import type { TransactionRunner } from "../../shared/ports.js";
import type { UploadedFile } from "../../shared/uploads.js";
import { validateInput } from "../../shared/validation.js";
import { type DuplicatePhotoCheck, hashedPhotos } from "../listing-submissions/duplicate-photos.js";
import type { HeldPhotoChanges } from "../listing-submissions/held-photo-changes.js";
import { LISTING_IMAGE_RULE } from "../listing-submissions/listing-upload-rules.js";
import type { ListingManager } from "../listings/listing-ownership.js";
import type { PropertyRepository } from "../listings/listings.ports.js";
import type { Property } from "../listings/listings.types.js";
import type { PhotoPipeline } from "../photos/photo-pipeline.service.js";
import type { Requester } from "../rate-limits/rate-limit-rules.js";
import type { UploadIntake } from "../uploads/upload-intake.js";
import {
  type ListingPhotos,
  PHOTO_MESSAGES,
  PhotoOrderInput,
  RemovePhotoInput,
} from "./listing-photos.types.js";

/**
 * Add, remove and reorder a listing's photos (decision 52). The caller has checked
 * authority; new photos take the listing form's path: the same upload rule, the photo pipeline
 * and the duplicate-photo check, whose matches are held for the admin instead of shown.
 */
export class ListingPhotoEditor {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly tx: TransactionRunner,
    private readonly uploads: UploadIntake,
    private readonly pipeline: PhotoPipeline,
    private readonly duplicates: DuplicatePhotoCheck,
    private readonly held: HeldPhotoChanges,
  ) {}

  async photosOf(listing: Property): Promise<ListingPhotos> {
    return { images: listing.images, held: await this.held.undecidedPhotos(listing.id) };
  }

  async add(
    manager: ListingManager,
    listing: Property,
    files: readonly UploadedFile[],
    sender: Requester,
  ): Promise<ListingPhotos> {
    if (files.length === 0) throw ValidationError.single("images", PHOTO_MESSAGES.none);
    // Held photos count too: approving them must not take the listing past the limit.
    const has = listing.images.length + (await this.held.undecidedPhotos(listing.id)).length;
    // A listing without room is told so before any photo is read, let alone decoded.
    if (has + files.length > LISTING_IMAGE_RULE.maxCount) {
      throw ValidationError.single("images", PHOTO_MESSAGES.full(has));
    }
    const checked = await this.uploads.check("images", files, LISTING_IMAGE_RULE, sender);
    if (Object.keys(checked.errors).length > 0) throw new ValidationError(checked.errors);
    const fingerprints = await this.duplicates.fingerprint(checked.accepted.map((i) => i.content));

    return this.pipeline.withStaged(checked.accepted, (staged) =>
      this.tx.run(async () => {
        await staged.enqueue();
        const photos = hashedPhotos(staged.urls, fingerprints);
        const matches = await this.duplicates.othersListingsMatching(
          { userId: manager.userId },
          photos,
        );
        const matched = new Set(matches.map((m) => m.imageUrl));
        const live = staged.urls.filter((url) => !matched.has(url));
        if (matched.size > 0) {
          const heldPhotos = photos.filter((p) => matched.has(p.url));
          await this.held.hold(listing, manager.userId, heldPhotos, matches);
        }
        await this.duplicates.recordForProperty(
          listing.id,
          photos.filter((p) => !matched.has(p.url)),
        );
        const updated =
          live.length > 0
            ? await this.properties.update(listing.id, { images: [...listing.images, ...live] })
            : listing;
        return this.photosOf(updated);
      }),
    );
  }

  /** Takes a photo off the listing; its fingerprint goes too, so it no longer holds others. */
  async remove(listing: Property, raw: unknown): Promise<ListingPhotos> {
    const { url } = await validateInput(RemovePhotoInput, raw);
    if (!listing.images.includes(url))
      throw ValidationError.single("url", PHOTO_MESSAGES.notOnListing);
    return this.tx.run(async () => {
      await this.duplicates.forgetForProperty(listing.id, [url]);
      const images = listing.images.filter((image) => image !== url);
      return this.photosOf(await this.properties.update(listing.id, { images }));
    });
  }

  /** The same photos in a new order; the first is the cover. */
  async reorder(listing: Property, raw: unknown): Promise<ListingPhotos> {
    const { urls } = await validateInput(PhotoOrderInput, raw);
    const same =
      urls.length === listing.images.length &&
      new Set(urls).size === urls.length &&
      urls.every((url) => listing.images.includes(url));
    if (!same) throw ValidationError.single("urls", PHOTO_MESSAGES.order);
    return this.photosOf(await this.properties.update(listing.id, { images: urls }));
  }
}
