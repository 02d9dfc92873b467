import type {
  ListingSubmission,
  NewListingSubmission,
  SubmissionStatus,
} from "./listing-submission.types.js";
import type { NewProperty, Property, PropertyFilter } from "./listings.types.js";

export interface PropertyRepository {
  search(filter: PropertyFilter): Promise<Property[]>;
  /** How many properties the filter selects, whatever its limit and offset. */
  count(filter: PropertyFilter): Promise<number>;
  findById(id: number): Promise<Property | null>;
  /** Who submitted the listing and whose agent lists it; null when there is no such listing. */
  findOwnership(id: number): Promise<{ ownerId: number | null; agentId: number | null } | null>;
  create(property: NewProperty): Promise<Property>;
  /** Every listing's id and last change, newest first, for the sitemap. */
  listForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]>;
}

export interface ListingSubmissionRepository {
  create(submission: NewListingSubmission): Promise<ListingSubmission>;
  /** Newest first; all of them without statuses. */
  list(statuses?: readonly SubmissionStatus[]): Promise<ListingSubmission[]>;
  findById(id: number): Promise<ListingSubmission | null>;
  /** Records the decision only while still pending or held; false when someone decided first. */
  recordDecision(
    id: number,
    decision: { status: "approved" | "rejected"; propertyId: number | null; decidedAt: Date },
  ): Promise<boolean>;
}
