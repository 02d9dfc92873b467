import type {
  ListingSubmission,
  NewListingSubmission,
  SubmissionStatus,
} from "./listing-submission.types.js";
import type { NewProperty, Property, PropertyFilter } from "./listings.types.js";

/** Adds each property's equivalent in the other currency (the money module's MoneyService). */
export interface PriceConversions {
  withConversions(items: Property[]): Promise<Property[]>;
}

export interface PropertyRepository {
  search(filter: PropertyFilter): Promise<Property[]>;
  /** How many properties the filter selects, whatever its limit and offset. */
  count(filter: PropertyFilter): Promise<number>;
  findById(id: number): Promise<Property | null>;
  /**
   * Up to `limit` other listings that a search would show, of the same city, type and listing
   * type as `to`, nearest in price first (a yearly rent compared as its monthly share).
   */
  listSimilar(to: Property, limit: number): Promise<Property[]>;
  /** Who submitted the listing and whose agent lists it; null when there is no such listing. */
  findOwnership(id: number): Promise<{ ownerId: number | null; agentId: number | null } | null>;
  create(property: NewProperty): Promise<Property>;
  /** Every listing's id and last change, newest first, for the sitemap. */
  listForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]>;
}

export interface ListingSubmissionRepository {
  create(submission: NewListingSubmission): Promise<ListingSubmission>;
  /** Newest first. */
  list(status?: SubmissionStatus): Promise<ListingSubmission[]>;
  findById(id: number): Promise<ListingSubmission | null>;
  /** Records the decision only while still pending; false when someone decided first. */
  recordDecision(
    id: number,
    decision: { status: "approved" | "rejected"; propertyId: number | null; decidedAt: Date },
  ): Promise<boolean>;
}

/**
 * Told when a listing goes live, inside the transaction that publishes it (saved-search alerts
 * listen). Listings know nothing of who listens: the container wires them.
 */
export interface ListingPublishedListener {
  onPublished(property: Property): Promise<void>;
}
