import type { Actor } from "../../shared/actor.js";
import { type FieldErrors, ValidationError } from "../../shared/errors.js";
import { PositiveId } from "../../shared/positive-id.js";
import type { UploadedFile } from "../../shared/uploads.js";
import { tryValidate, validateInput } from "../../shared/validation.js";
import type {
  ListingManager,
  ListingOwnership,
  Property,
  PropertyRepository,
} from "../listings/index.js";
import {
  applicableTerms,
  coordinatesOf,
  currencyMismatch,
  PRICE_TERMS,
  PropertyNotFoundError,
  priceDigits,
} from "../listings/index.js";
import type { Requester } from "../rate-limits/index.js";
import type { ListingPhotoEditor } from "./listing-photos.js";
import type { ListingPhotos } from "./listing-photos.types.js";
import type {
  ListingInquiries,
  ManagedListingReadModel,
  PendingListingReadModel,
} from "./my-listings.ports.js";
import {
  EditListingInput,
  type ListingInquiry,
  ListingStatusInput,
  type ManagedListing,
  type PendingListing,
  prepareEdit,
} from "./my-listings.types.js";

/**
 * Manage Listings: what a user (an approved agent, or a private owner) may see and change of the
 * listings `ListingOwnership` says are theirs, and which of theirs still wait for review. Every
 * call answers 401 signed out, 404 no such listing and 403 someone else's, in that order, before
 * it looks at the body.
 */
export class MyListingsService {
  constructor(
    private readonly ownership: ListingOwnership,
    private readonly properties: PropertyRepository,
    private readonly managed: ManagedListingReadModel,
    private readonly inquiries: ListingInquiries,
    private readonly photos: ListingPhotoEditor,
    private readonly pending: PendingListingReadModel,
  ) {}

  async listMyListings(actor: Actor): Promise<ManagedListing[]> {
    return this.managed.listManagedBy(await this.ownership.managerOf(actor));
  }

  /** The listings the user submitted (signed in) that wait for review; 401 signed out. */
  async listPendingListings(actor: Actor): Promise<PendingListing[]> {
    const { userId } = await this.ownership.managerOf(actor);
    return this.pending.listAwaitingReviewBy(userId);
  }

  /**
   * Title, description, price, rooms, parking, area, amenities and the honest terms; not the
   * photos, place, type or currency. The terms that apply follow the stored listing's type.
   */
  async editListing(actor: Actor, id: number, raw: unknown): Promise<Property> {
    await this.assertCanManage(id, actor);
    const listing = await this.properties.findById(id);
    if (!listing) throw new PropertyNotFoundError();
    // The price is bounded by the stored listing's type, period and currency (none editable).
    const checked = await tryValidate(() =>
      validateInput(EditListingInput, raw, (input, source) => {
        prepareEdit(input, source);
        Object.assign(input, { [PRICE_TERMS]: listing });
      }),
    );
    const errors: FieldErrors = {
      ...checked.errors,
      ...(checked.value ? currencyMismatch(checked.value.price, listing.priceCurrency) : {}),
    };
    if (!checked.value || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const input = checked.value;
    const count = (value?: string) => (value === undefined ? null : Number(value));
    return this.properties.update(id, {
      title: input.title.trim(),
      description: input.description.trim(),
      price: priceDigits(input.price),
      bedrooms: count(input.bedrooms),
      bathrooms: count(input.bathrooms),
      parking: count(input.parking),
      area: input.area ?? null,
      amenities: input.amenities ?? [],
      ...applicableTerms(input, listing),
      ...coordinatesOf(input),
    });
  }

  /** Mark let (rented), mark sold, or mark available again. */
  async setListingStatus(actor: Actor, id: number, raw: unknown): Promise<Property> {
    await this.assertCanManage(id, actor);
    const { status } = await validateInput(ListingStatusInput, raw);
    return this.properties.update(id, { status });
  }

  /** The inquiries visitors sent about the listing, newest first, with how to reach them. */
  async listListingInquiries(actor: Actor, id: number): Promise<ListingInquiry[]> {
    await this.assertCanManage(id, actor);
    return this.inquiries.listForProperty(id);
  }

  /** The listing's photos and those held for review (decision 52). */
  async listPhotos(actor: Actor, id: number): Promise<ListingPhotos> {
    return this.photos.photosOf((await this.managedListing(id, actor)).listing);
  }

  /** Multipart field `images`: added after the others, through the photo pipeline. */
  async addPhotos(actor: Actor, id: number, files: readonly UploadedFile[], sender: Requester) {
    const { manager, listing } = await this.managedListing(id, actor);
    return this.photos.add(manager, listing, files, sender);
  }

  async removePhoto(actor: Actor, id: number, raw: unknown): Promise<ListingPhotos> {
    return this.photos.remove((await this.managedListing(id, actor)).listing, raw);
  }

  async reorderPhotos(actor: Actor, id: number, raw: unknown): Promise<ListingPhotos> {
    return this.photos.reorder((await this.managedListing(id, actor)).listing, raw);
  }

  private async managedListing(id: number, actor: Actor) {
    const manager = await this.assertCanManage(id, actor);
    const listing = await this.properties.findById(id);
    if (!listing) throw new PropertyNotFoundError();
    return { manager, listing };
  }

  private async assertCanManage(id: number, actor: Actor): Promise<ListingManager> {
    if (!PositiveId.is(id)) {
      // Sign-in first, as for a real id: a visitor learns nothing from a malformed one.
      await this.ownership.managerOf(actor);
      throw new PropertyNotFoundError();
    }
    return this.ownership.assertCanManage(id, actor);
  }
}
