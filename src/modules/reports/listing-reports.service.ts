import { createHmac, randomBytes } from "node:crypto";
import { type Actor, adminName } from "../../shared/actor.js";
import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import type { SettingsRepository } from "../admin/admin.ports.js";
import type { AuditTrail } from "../admin/audit-trail.js";
import { REPORT_THRESHOLD } from "../listings/listing-visibility.js";
import { PropertyNotFoundError } from "../listings/listings.errors.js";
import { NoOpenReportsError } from "./reports.errors.js";
import type { ListingReportRepository } from "./reports.ports.js";
import {
  DecideReportsInput,
  type ListingReport,
  type ReportDecision,
  type ReportedListing,
  ReportListingInput,
} from "./reports.types.js";

const SECRET_KEY = "reports.reporter_secret";

/**
 * Report a listing (decisions 13 and 43). A report keeps no personal data: the reporter is a keyed
 * hash of their user or session id. Anyone may report, but only reports of signed-in accounts with
 * a verified e-mail count, each account once: REPORT_THRESHOLD such accounts take a listing out of
 * search. Visitors' reports only reach the admin, who dismisses them or unpublishes the listing.
 */
export class ListingReportsService {
  private secret: string | undefined;

  constructor(
    private readonly reports: ListingReportRepository,
    private readonly settings: SettingsRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * `visitorKey` names a signed-out reporter (a random id kept in their session); like the
   * account's id, it is only ever stored hashed.
   */
  async reportListing(propertyId: number, raw: unknown, actor: Actor, visitorKey: () => string) {
    const input = await validateInput(ReportListingInput, raw, (i) => {
      // A blank note (or null) is no note; anything else that is not text fails validation.
      if (typeof i.note === "string" || i.note === null) i.note = optionalText(i.note);
    });
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    let secret: string | undefined;
    const report = await this.tx.run(async () => {
      // The row lock orders concurrent reports, so each recount sees the others' rows.
      if (!(await this.reports.lockPublishedListing(propertyId))) throw new PropertyNotFoundError();
      // After the lock: the first report creates the hashing secret, which a refused one must not.
      secret = await this.reporterSecret();
      const { userId } = actor;
      const reporterKey = userId !== null ? `user:${userId}` : `visitor:${visitorKey()}`;
      const reporterHash = createHmac("sha256", secret)
        .update(`${propertyId}:${reporterKey}`)
        .digest("hex");
      const counted = userId !== null && (await this.reports.isVerifiedAccount(userId));
      const report = await this.reports.add({
        propertyId,
        reason: input.reason,
        note: input.note ?? null,
        reporterHash,
        counted,
      });
      await this.reports.recount(propertyId);
      return toPublic(report);
    });
    // Kept only once committed: a secret whose insert rolled back is stored nowhere, and
    // another process would create its own.
    this.secret = secret;
    return report;
  }

  /** GET /api/admin/reports: the moderation queue. */
  async listOpenReports(actor: Actor): Promise<ReportedListing[]> {
    adminName(actor);
    const listings = await this.reports.listOpen();
    return listings.map((l) => ({ ...l, underReview: l.countedReporters >= REPORT_THRESHOLD }));
  }

  /** Dismiss: the reports close and the listing is back in search. Unpublish: it is gone too. */
  async decideReports(propertyId: number, raw: unknown, actor: Actor): Promise<ReportDecision> {
    const admin = adminName(actor);
    const { action } = await validateInput(DecideReportsInput, raw);
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    return this.tx.run(async () => {
      const status = action === "dismiss" ? "dismissed" : "upheld";
      const closed = await this.reports.closeOpen(propertyId, status, this.clock.now());
      if (closed === 0) {
        if (!(await this.reports.exists(propertyId))) throw new PropertyNotFoundError();
        throw new NoOpenReportsError();
      }
      if (action === "unpublish") await this.reports.unpublish(propertyId);
      await this.reports.recount(propertyId);
      await this.audit.record(
        admin,
        action === "dismiss" ? "listing_reports.dismissed" : "listing_reports.unpublished",
        { type: "property", id: propertyId },
        `${closed} report${closed === 1 ? "" : "s"} closed`,
      );
      return { propertyId, action, closed, published: action === "dismiss" };
    });
  }

  /**
   * A server secret (kept in settings) so that a hash cannot be traced back to a user id. Every
   * process must hash with the same one: created with INSERT … ON CONFLICT DO NOTHING and read
   * back, so of two first reports on two machines the first stored secret is the one both use.
   */
  private async reporterSecret(): Promise<string> {
    return (
      this.secret ??
      (await this.settings.setIfAbsent(SECRET_KEY, randomBytes(32).toString("base64url")))
    );
  }
}

function toPublic(r: ListingReport) {
  return { id: r.id, propertyId: r.propertyId, reason: r.reason, createdAt: r.createdAt };
}
