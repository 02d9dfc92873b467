import { type Actor, adminName } from "../../shared/actor.js";
import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { validateInput } from "../../shared/validation.js";
import type { AuditTrail } from "../admin/index.js";
import { type ListingOwnership, PropertyNotFoundError } from "../listings/index.js";
import { findRelistings } from "./relisting-matches.js";
import type { RelistingsConfig } from "./relistings.config.js";
import { RelistingNotFoundError, RelistingSettledError } from "./relistings.errors.js";
import type { RelistingRepository } from "./relistings.ports.js";
import {
  DecideRelistingInput,
  DisputeRelistingInput,
  type RelistingLink,
  type RelistingMatch,
  type RelistingSource,
} from "./relistings.types.js";

/**
 * Re-listings (decision 102): a new listing whose photo matches an earlier listing's, or whose
 * pin lies within a few metres of one of the same type and bedrooms, is linked to it, whoever
 * listed either and whatever became of the earlier one. The listing's owner or agent may dispute
 * a link; the admin upholds or removes it.
 */
export class RelistingsService {
  constructor(
    private readonly links: RelistingRepository,
    private readonly ownership: ListingOwnership,
    private readonly audit: AuditTrail,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: RelistingsConfig,
  ) {}

  /** In the transaction that keeps a submission, once its photos' hashes are stored. */
  checkSubmission(submissionId: number): Promise<RelistingMatch[]> {
    return this.check({ submissionId });
  }

  /**
   * In the approval's transaction: the submission's links become the listing's, and listings
   * published while it waited (another submission of the same place approved first) are found.
   */
  async checkApproved(submissionId: number, propertyId: number): Promise<void> {
    await this.links.carryToProperty(submissionId, propertyId);
    await this.check({ propertyId });
  }

  /** The links found on these submissions, by submission, for the admin's moderation queue. */
  async linksOfSubmissions(ids: readonly number[]): Promise<Map<number, RelistingLink[]>> {
    const bySubmission = new Map<number, RelistingLink[]>();
    if (ids.length === 0) return bySubmission;
    for (const link of await this.links.linksOfSubmissions(ids)) {
      const id = link.submissionId;
      if (id !== null) bySubmission.set(id, [...(bySubmission.get(id) ?? []), link]);
    }
    return bySubmission;
  }

  /**
   * GET /api/my-listings/relistings: the links of the actor's listings; 401 signed out. Which
   * admin session decided is the team's record (the audit log), not the owner's.
   */
  async listMyRelistings(actor: Actor): Promise<RelistingLink[]> {
    const links = await this.links.linksManagedBy(await this.ownership.managerOf(actor));
    return links.map((link) => ({ ...link, decidedBy: null }));
  }

  /**
   * The listing's owner or agent says a link is wrong: 401 signed out, 404 no such listing, 403
   * someone else's, then 400 without a reason, 404 no such link on that listing, 409 a link
   * already disputed or decided. Visitors stop seeing it until the admin decides.
   */
  async disputeLink(
    actor: Actor,
    propertyId: number,
    linkId: number,
    raw: unknown,
  ): Promise<RelistingLink> {
    if (!PositiveId.is(propertyId)) {
      await this.ownership.managerOf(actor);
      throw new PropertyNotFoundError();
    }
    const manager = await this.ownership.assertCanManage(propertyId, actor);
    const { reason } = await validateInput(DisputeRelistingInput, raw, trimReason);
    return this.tx.run(async () => {
      const link = PositiveId.is(linkId) ? await this.links.findById(linkId) : null;
      if (!link || link.propertyId !== propertyId) throw new RelistingNotFoundError();
      const at = this.clock.now();
      if (!(await this.links.dispute(link.id, { userId: manager.userId, at, reason }))) {
        throw new RelistingSettledError(link.state);
      }
      return this.reread(link.id);
    });
  }

  /** GET /api/admin/relistings: the disputed links, oldest dispute first. */
  listDisputedRelistings(actor: Actor): Promise<RelistingLink[]> {
    adminName(actor);
    return this.links.linksIn(["disputed"]);
  }

  /**
   * The admin upholds a link (it counts again, and cannot be disputed again) or removes it (it
   * never counts again), for a reason kept with it and audited.
   */
  async decideLink(actor: Actor, id: number, raw: unknown): Promise<RelistingLink> {
    const admin = adminName(actor);
    const { decision, reason } = await validateInput(DecideRelistingInput, raw, trimReason);
    if (!PositiveId.is(id)) throw new RelistingNotFoundError();
    return this.tx.run(async () => {
      const link = await this.links.findById(id);
      if (!link) throw new RelistingNotFoundError();
      const at = this.clock.now();
      if (!(await this.links.decide(id, { state: decision, by: admin, at, reason }))) {
        throw new RelistingSettledError(link.state);
      }
      const listing = link.propertyId
        ? `listing #${link.propertyId}`
        : `submission #${link.submissionId}`;
      await this.audit.record(
        admin,
        decision === "upheld" ? "listing_relisting.upheld" : "listing_relisting.removed",
        { type: "listing_relisting", id },
        `${listing} "${link.title}" repeats listing #${link.earlierPropertyId} "${link.earlierTitle}"; reason: ${reason}`,
      );
      return this.reread(id);
    });
  }

  private check(source: RelistingSource): Promise<RelistingMatch[]> {
    return findRelistings(this.links, source, this.config);
  }

  /** A link as it is after a write in this transaction. */
  private async reread(id: number): Promise<RelistingLink> {
    const link = await this.links.findById(id);
    if (!link) throw new RelistingNotFoundError();
    return link;
  }
}

/** A reason is kept as typed, less the spaces around it. */
function trimReason(input: { reason?: unknown }): void {
  if (typeof input.reason === "string") input.reason = input.reason.trim();
}
