import type { FeeKind } from "./reported-fees.rules.js";
import type {
  ListingContact,
  ListingReport,
  ReportedListing,
  ReportReason,
} from "./reports.types.js";

export interface ListingReportRepository {
  /**
   * Locks a published listing's row for this transaction and returns its stored count of
   * counted reporters; null when there is no such listing.
   */
  lockPublishedListing(propertyId: number): Promise<number | null>;
  /** What decides whether an account's report counts; null when the account is gone. */
  reporterAccount(
    userId: number,
  ): Promise<{ email: string; verified: boolean; createdAt: Date } | null>;
  /** Whether a report of this listing from this mailbox was dismissed by the admin. */
  wasDismissed(propertyId: number, mailboxHash: string): Promise<boolean>;
  add(report: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    feeKind: FeeKind | null;
    feeAmount: string | null;
    reporterHash: string;
    mailboxHash: string | null;
    networkHash: string;
    counted: boolean;
  }): Promise<ListingReport>;
  /** The listing's agent, else its owner when their address is proved; null when neither. */
  listingContact(propertyId: number): Promise<ListingContact | null>;
  /**
   * Stores on the listing how many distinct people have open counted reports, and returns it:
   * the fewer of its distinct mailboxes and its distinct networks.
   */
  recount(propertyId: number): Promise<number>;
  /** Listings with open reports, most counted reporters first. */
  listOpen(): Promise<Omit<ReportedListing, "underReview">[]>;
  /**
   * Closes the listing's open reports, keeping the admin's reason on each (null for none); how
   * many were open.
   */
  closeOpen(
    propertyId: number,
    status: "dismissed" | "upheld",
    at: Date,
    reason: string | null,
  ): Promise<number>;
  /** Upholds the listing's open fee reports only, leaving its other reports open; those upheld. */
  upholdOpenFees(propertyId: number, at: Date): Promise<ListingReport[]>;
  /**
   * The upheld fee reports of the agent's listings, published or not: one per reporter, listing
   * and kind of fee (the latest), with whether the listing is a rental.
   */
  upheldFeesOfAgent(agentId: number): Promise<{ kind: FeeKind; amount: number; rental: boolean }[]>;
  unpublish(propertyId: number): Promise<void>;
  exists(propertyId: number): Promise<boolean>;
}
