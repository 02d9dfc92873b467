import type {
  ListingSubmission,
  NewListingSubmission,
  SubmissionStatus,
} from "./listing-submission.types.js";
import type { NewProperty, Property, PropertyFilter } from "./listings.types.js";
import type { PropertyChanges } from "./my-listings.types.js";

/** Adds each property's equivalent in the other currency (the money module's MoneyService). */
export interface PriceConversions {
  withConversions(items: Property[]): Promise<Property[]>;
}

export interface PropertyRepository {
  search(filter: PropertyFilter): Promise<Property[]>;
  /**
   * How many properties the filter selects, whatever its limit and offset; with `upTo`, counting
   * stops there (the answer is at most upTo), so a broad search need not visit every match.
   */
  count(filter: PropertyFilter, upTo?: number): Promise<number>;
  findById(id: number): Promise<Property | null>;
  /**
   * Up to `limit` other listings that a search would show, of the same city, type and listing
   * type as `to`, nearest in price first (a yearly rent compared as its monthly share).
   */
  listSimilar(to: Property, limit: number): Promise<Property[]>;
  /** Who submitted the listing and whose agent lists it; null when there is no such listing. */
  findOwnership(id: number): Promise<{ ownerId: number | null; agentId: number | null } | null>;
  create(property: NewProperty): Promise<Property>;
  /** Changes an existing listing (Manage Listings) and returns it as it now is. */
  update(id: number, changes: PropertyChanges): Promise<Property>;
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

/**
 * Told when a listing goes live, inside the transaction that publishes it (saved-search alerts
 * listen). Listings know nothing of who listens: the container wires them.
 */
export interface ListingPublishedListener {
  onPublished(property: Property): Promise<void>;
}

/** A published listing due a confirm link, with whom to ask: its agent, else its owner. */
export interface ReminderCandidate {
  propertyId: number;
  title: string;
  lastConfirmedAt: Date;
  expiresAt: Date;
  /** The agent's e-mail, else the owner's; null when the listing has neither. */
  email: string | null;
  name: string | null;
}

export interface ConfirmLink {
  propertyId: number;
  title: string;
  lastConfirmedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Listing freshness (decision 13): confirm links and the confirmation itself. */
export interface ListingFreshnessRepository {
  /** Published listings expiring by `until` whose current period has had no link yet. */
  listDueForReminder(until: Date): Promise<ReminderCandidate[]>;
  /** Records the period's link; false when one is already recorded (a concurrent run). */
  recordReminder(propertyId: number, periodExpiresAt: Date, tokenHash: string): Promise<boolean>;
  /** The link with this token hash, if its listing is still published. */
  findLink(tokenHash: string): Promise<ConfirmLink | null>;
  /** New period for a published listing and every unused link of it spent; false when none. */
  confirm(propertyId: number, confirmedAt: Date, expiresAt: Date): Promise<boolean>;
  countExpired(now: Date): Promise<number>;
}
