import type { ListingReport, ReportedListing, ReportReason } from "./reports.types.js";

export interface ListingReportRepository {
  /** Locks a published listing's row for this transaction; false when there is none. */
  lockPublishedListing(propertyId: number): Promise<boolean>;
  /** Whether this account has proved its e-mail address (only such reports count). */
  isVerifiedAccount(userId: number): Promise<boolean>;
  add(report: {
    propertyId: number;
    reason: ReportReason;
    note: string | null;
    reporterHash: string;
    counted: boolean;
  }): Promise<ListingReport>;
  /** Stores on the listing how many distinct reporters have open counted reports, and returns it. */
  recount(propertyId: number): Promise<number>;
  /** Listings with open reports, most counted reporters first. */
  listOpen(): Promise<Omit<ReportedListing, "underReview">[]>;
  /** Closes the listing's open reports; how many were open. */
  closeOpen(propertyId: number, status: "dismissed" | "upheld", at: Date): Promise<number>;
  unpublish(propertyId: number): Promise<void>;
  exists(propertyId: number): Promise<boolean>;
}
