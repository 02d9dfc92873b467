import type { Property } from "../listings/index.js";
import type {
  ListingSubmission,
  NewListingSubmission,
  SubmissionStatus,
} from "./listing-submissions.types.js";

export interface ListingSubmissionRepository {
  create(submission: NewListingSubmission): Promise<ListingSubmission>;
  /** Newest first; all of them without statuses. */
  list(statuses?: readonly SubmissionStatus[]): Promise<ListingSubmission[]>;
  findById(id: number): Promise<ListingSubmission | null>;
  /** The photos of a listing's photo changes still held for review (decision 52), oldest first. */
  undecidedPhotosFor(propertyId: number): Promise<string[]>;
  /** Records the decision only while still pending or held; false when someone decided first. */
  recordDecision(
    id: number,
    decision: {
      status: "approved" | "rejected";
      propertyId: number | null;
      decidedAt: Date;
      decisionReason: string | null;
    },
  ): Promise<boolean>;
}

/**
 * Told when a listing goes live, inside the transaction that publishes it (saved-search alerts
 * listen). Listings know nothing of who listens: the container wires them.
 */
export interface ListingPublishedListener {
  onPublished(property: Property): Promise<void>;
}
