import { ValidationError } from "../../shared/errors.js";
import type { TransactionRunner } from "../../shared/ports.js";
import type { UploadedFile } from "../../shared/uploads.js";
import { validateInput } from "../../shared/validation.js";
import type { HeldPhotoChanges, ListingPhotoIntake } from "../listing-submissions/index.js";
import type { ListingManager, Property, PropertyRepository } from "../listings/index.js";
import type { Requester } from "../rate-limits/index.js";
import {
  type ListingPhotos,
  PHOTO_MESSAGES,
  PhotoOrderInput,
  RemovePhotoInput,
} from "./listing-photos.types.js";

/**
 * Add, remove and reorder a listing's photos (decision 52). The caller has checked
 * authority; new photos come in as a new listing's do (ListingPhotoIntake), and those matching
 * another's listing are held for the admin instead of shown.
 */
export class ListingPhotoEditor {
  constructor(
    private readonly properties: PropertyRepository,
    private readonly tx: TransactionRunner,
    private readonly intake: ListingPhotoIntake,
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
    if (has + files.length > this.intake.maxPhotos) {
      throw ValidationError.single("images", PHOTO_MESSAGES.full(has));
    }
    const checked = await this.intake.check(files, sender);
    if (Object.keys(checked.errors).length > 0) throw new ValidationError(checked.errors);

    return this.intake.take(checked.accepted, { userId: manager.userId }, async (photos) => {
      const matched = new Set(photos.matches.map((m) => m.imageUrl));
      const live = photos.urls.filter((url) => !matched.has(url));
      if (matched.size > 0) {
        const heldPhotos = photos.hashed.filter((p) => matched.has(p.url));
        await this.held.hold(listing, manager.userId, heldPhotos, photos.matches);
      }
      await this.intake.keepOnListing(
        listing.id,
        photos.hashed.filter((p) => !matched.has(p.url)),
      );
      const updated =
        live.length > 0
          ? await this.properties.update(listing.id, { images: [...listing.images, ...live] })
          : listing;
      return this.photosOf(updated);
    });
  }

  /** Takes a photo off the listing; its fingerprint goes too, so it no longer holds others. */
  async remove(listing: Property, raw: unknown): Promise<ListingPhotos> {
    const { url } = await validateInput(RemovePhotoInput, raw);
    if (!listing.images.includes(url))
      throw ValidationError.single("url", PHOTO_MESSAGES.notOnListing);
    return this.tx.run(async () => {
      await this.intake.forgetOnListing(listing.id, [url]);
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
