import { provedReplyTo } from "../../shared/mailbox.js";
import type { Mailer } from "../../shared/ports.js";
import type { UserRepository } from "../accounts/index.js";
import { listingFieldsOf, type Property } from "../listings/index.js";
import type { DuplicatePhotoCheck } from "./duplicate-photos.js";
import type { ListingSubmissionsConfig } from "./listing-submissions.config.js";
import type { ListingSubmissionRepository } from "./listing-submissions.ports.js";
import type { ListingSubmission } from "./listing-submissions.types.js";
import type { HashedPhoto, PhotoMatch } from "./photo-matches.types.js";
import { heldPhotosMail } from "./submission-mails.js";

/**
 * Decision 52: photos added in Manage Listings that match another's published listing are not
 * shown; they wait in the admin's submissions queue as a held submission naming the listing, so
 * the admin sees them, and the matches, exactly as a held new listing and decides the same way.
 */
export class HeldPhotoChanges {
  constructor(
    private readonly submissions: ListingSubmissionRepository,
    private readonly users: UserRepository,
    private readonly photos: DuplicatePhotoCheck,
    private readonly mailer: Mailer,
    private readonly config: ListingSubmissionsConfig,
  ) {}

  /** Call inside the transaction that stores the photos; the info mailbox is told, as for a submission. */
  async hold(
    listing: Property,
    userId: number,
    photos: readonly HashedPhoto[],
    matches: readonly PhotoMatch[],
  ): Promise<ListingSubmission> {
    const user = await this.users.findById(userId);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
    const submission = await this.submissions.create({
      status: "held",
      photosForPropertyId: listing.id,
      ...listingFieldsOf(listing),
      city: listing.city,
      region: listing.region,
      // Not needed to judge photos.
      area: null,
      furnished: null,
      contactName: name || (user?.email ?? "Account owner"),
      contactEmail: user?.email ?? "",
      contactPhone: null,
      additionalInfo: `Photos to add to listing #${listing.id} from Manage Listings`,
      images: photos.map((p) => p.url),
      videos: [],
      userId,
    });
    await this.photos.record(submission.id, photos, matches);
    // Through the outbox, in this transaction: the info mailbox hears of it only if it is kept.
    const replyTo = user ? provedReplyTo(user, user.email) : undefined;
    await this.mailer.send(heldPhotosMail(submission, this.config.infoEmail, replyTo));
    return submission;
  }

  undecidedPhotos(propertyId: number): Promise<string[]> {
    return this.submissions.undecidedPhotosFor(propertyId);
  }
}
