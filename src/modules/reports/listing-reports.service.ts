import { createHmac, randomBytes } from "node:crypto";
import { type Actor, adminName } from "../../shared/actor.js";
import { mailboxKey } from "../../shared/mailbox.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { optionalText, validateInput } from "../../shared/validation.js";
import type { AuditTrail, SettingsRepository } from "../admin/index.js";
import { PropertyNotFoundError, REPORT_THRESHOLD } from "../listings/index.js";
import { feesConfirmedMail, underReviewMail, unpublishedMail } from "./report-mails.js";
import { feeAmountText } from "./reported-fees.rules.js";
import { reporterNetwork } from "./reporter-network.js";
import type { ReportsConfig } from "./reports.config.js";
import { NoOpenReportsError } from "./reports.errors.js";
import type { ListingReportRepository } from "./reports.ports.js";
import {
  DecideReportsInput,
  FEE_NOT_SHOWN,
  type ListingReport,
  type ReportDecision,
  type ReportedListing,
  ReportListingInput,
} from "./reports.types.js";

const SECRET_KEY = "reports.reporter_secret";
/** A day-old account at least: one made to report cannot count at once. */
const COUNTED_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Report a listing (decisions 13, 43 and 82). A report keeps no personal data: the reporter, their
 * mailbox and their network are keyed hashes, keyed per listing so that no two listings' reports
 * can be joined. Anyone may report; a report counts toward hiding the listing only from a verified
 * account at least a day old whose mailbox has not had a report of this listing dismissed.
 * REPORT_THRESHOLD distinct mailboxes from as many distinct networks take a listing out of search
 * and tell its owner, who can ask for a review. Everything else only reaches the admin, who
 * dismisses the reports or unpublishes the listing.
 */
export class ListingReportsService {
  private secret: string | undefined;

  constructor(
    private readonly reports: ListingReportRepository,
    private readonly settings: SettingsRepository,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly mailer: Mailer,
    private readonly config: ReportsConfig,
  ) {}

  /**
   * `visitorKey` names a signed-out reporter (a random id kept in their session); like the
   * account's id, it is only ever stored hashed. `address` is the request's client address.
   */
  async reportListing(
    propertyId: number,
    raw: unknown,
    actor: Actor,
    visitorKey: () => string,
    address: string,
  ) {
    const input = await validateInput(ReportListingInput, raw, (i) => {
      // A blank note (or null) is no note; anything else that is not text fails validation.
      if (typeof i.note === "string" || i.note === null) i.note = optionalText(i.note);
      i.feeAmount = feeAmountText(i.feeAmount) as string | undefined;
    });
    // Only a fee not shown keeps a fee: the form may still hold one typed before another reason.
    const fee =
      input.reason === FEE_NOT_SHOWN
        ? { feeKind: input.feeKind ?? null, feeAmount: input.feeAmount ?? null }
        : { feeKind: null, feeAmount: null };
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    let secret: string | undefined;
    const report = await this.tx.run(async () => {
      // The row lock orders concurrent reports, so each recount sees the others' rows.
      const before = await this.reports.lockPublishedListing(propertyId);
      if (before === null) throw new PropertyNotFoundError();
      // After the lock: the first report creates the hashing secret, which a refused one must not.
      const key = await this.reporterSecret();
      secret = key;
      const hash = (what: string) =>
        createHmac("sha256", key).update(`${propertyId}:${what}`).digest("hex");
      const { userId } = actor;
      const account = userId !== null ? await this.reports.reporterAccount(userId) : null;
      const mailboxHash = account ? hash(`mailbox:${mailboxKey(account.email)}`) : null;
      const report = await this.reports.add({
        propertyId,
        reason: input.reason,
        note: input.note ?? null,
        ...fee,
        reporterHash: hash(userId !== null ? `user:${userId}` : `visitor:${visitorKey()}`),
        mailboxHash,
        networkHash: hash(`network:${reporterNetwork(address)}`),
        counted:
          account !== null &&
          mailboxHash !== null &&
          account.verified &&
          this.clock.now().getTime() - account.createdAt.getTime() >= COUNTED_ACCOUNT_AGE_MS &&
          !(await this.reports.wasDismissed(propertyId, mailboxHash)),
      });
      const after = await this.reports.recount(propertyId);
      if (before < REPORT_THRESHOLD && after >= REPORT_THRESHOLD) await this.tellOwner(propertyId);
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

  /**
   * Dismiss: the reports close and the listing is back in search. Unpublish: it is gone too, for
   * a reason that is kept on the closed reports, audited and mailed to its agent or owner (issue
   * 32), all in one transaction: a refused decision changes and mails nothing. Confirm fees: the
   * open fee reports are upheld, which puts them on the agent's page, and the listing's agent or
   * owner is told to state the fee (decision 100).
   */
  async decideReports(propertyId: number, raw: unknown, actor: Actor): Promise<ReportDecision> {
    const admin = adminName(actor);
    const input = await validateInput(DecideReportsInput, raw, (i) => {
      if (typeof i.reason === "string") i.reason = i.reason.trim();
    });
    const { action } = input;
    // A dismissal tells no one: a reason sent with it is not kept.
    const reason = action === "unpublish" ? (input.reason ?? null) : null;
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    if (action === "confirm-fees") return this.confirmFees(propertyId, admin);
    return this.tx.run(async () => {
      const status = action === "dismiss" ? "dismissed" : "upheld";
      const closed = await this.reports.closeOpen(propertyId, status, this.clock.now(), reason);
      if (closed === 0) {
        if (!(await this.reports.exists(propertyId))) throw new PropertyNotFoundError();
        throw new NoOpenReportsError();
      }
      if (action === "unpublish") await this.reports.unpublish(propertyId);
      await this.reports.recount(propertyId);
      const closedNote = `${closed} report${closed === 1 ? "" : "s"} closed`;
      await this.audit.record(
        admin,
        action === "dismiss" ? "listing_reports.dismissed" : "listing_reports.unpublished",
        { type: "property", id: propertyId },
        reason ? `${closedNote}; reason: ${reason}` : closedNote,
      );
      const ownerMailed = reason !== null && (await this.tellUnpublished(propertyId, reason));
      return { propertyId, action, closed, published: action === "dismiss", ownerMailed };
    });
  }

  /** The listing's other open reports, if any, wait for a decision of their own. */
  private confirmFees(propertyId: number, admin: string): Promise<ReportDecision> {
    return this.tx.run(async () => {
      const upheld = await this.reports.upholdOpenFees(propertyId, this.clock.now());
      if (upheld.length === 0) {
        if (!(await this.reports.exists(propertyId))) throw new PropertyNotFoundError();
        throw new NoOpenReportsError("This listing has no open reports of a fee not shown");
      }
      await this.reports.recount(propertyId);
      await this.audit.record(
        admin,
        "listing_reports.fees_confirmed",
        { type: "property", id: propertyId },
        `${upheld.length} fee report${upheld.length === 1 ? "" : "s"} upheld`,
      );
      const contact = await this.reports.listingContact(propertyId);
      if (contact) await this.mailer.send(feesConfirmedMail(contact, upheld, this.config));
      return {
        propertyId,
        action: "confirm-fees",
        closed: upheld.length,
        published: true,
        ownerMailed: contact !== null,
      };
    });
  }

  /** The listing left search: its agent or owner hears why and how to ask for a review. */
  private async tellOwner(propertyId: number): Promise<void> {
    const contact = await this.reports.listingContact(propertyId);
    if (!contact) return;
    await this.mailer.send(
      underReviewMail(contact, `${this.config.publicUrl}/properties/${propertyId}`, this.config),
    );
  }

  /** The team unpublished the listing: its agent or owner is mailed why; false when there is none. */
  private async tellUnpublished(propertyId: number, reason: string): Promise<boolean> {
    const contact = await this.reports.listingContact(propertyId);
    if (!contact) return false;
    await this.mailer.send(unpublishedMail(contact, reason, this.config));
    return true;
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
  const fee = r.feeKind ? { feeKind: r.feeKind, feeAmount: r.feeAmount } : {};
  return { id: r.id, propertyId: r.propertyId, reason: r.reason, ...fee, createdAt: r.createdAt };
}
