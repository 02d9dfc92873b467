import type { PendingListingReadModel } from "#modules/my-listings/my-listings.ports.js";
import type { PendingListing } from "#modules/my-listings/my-listings.types.js";
import type { DbContext } from "../../persistence/db-context.js";
import { ListingSubmissionEntity } from "../listing-submissions/listing-submission.entity.js";

/**
 * A user's submissions awaiting review. "Held" (a photo matched another's listing) is pending to
 * its owner too; photo changes to a published listing are shown with that listing instead.
 */
export class SqlPendingListingReadModel implements PendingListingReadModel {
  constructor(private readonly db: DbContext) {}

  async listAwaitingReviewBy(userId: number): Promise<PendingListing[]> {
    const rows = await this.db
      .repository(ListingSubmissionEntity)
      .createQueryBuilder("s")
      .where("s.userId = :userId", { userId })
      .andWhere("s.status IN ('pending', 'held')")
      .andWhere("s.photosForPropertyId IS NULL")
      .orderBy("s.createdAt", "DESC")
      .addOrderBy("s.id", "DESC")
      .getMany();
    return rows.map((s) => ({
      submissionId: s.id,
      title: s.title,
      location: s.location,
      price: s.price,
      priceCurrency: s.priceCurrency,
      listingType: s.listingType,
      rentPeriod: s.rentPeriod,
      propertyType: s.propertyType,
      images: s.images ?? [],
      status: "pending",
      submittedAt: s.createdAt,
    }));
  }
}
