import { createHash, randomBytes } from "node:crypto";
import type { Actor } from "../../shared/actor.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import type { JobLock } from "../jobs/index.js";
import { runOnce } from "../jobs/index.js";
import type { ListingOwnership } from "../listings/index.js";
import {
  addDays,
  type Freshness,
  freshnessAt,
  ListingNotYoursError,
  PropertyNotFoundError,
  REMINDER_WINDOW_DAYS,
} from "../listings/index.js";
import type { ListingFreshnessConfig } from "./listing-freshness.config.js";
import { ConfirmLinkInvalidError } from "./listing-freshness.errors.js";
import type { ListingFreshnessRepository } from "./listing-freshness.ports.js";
import { confirmLinkMail } from "./listing-freshness-mails.js";

export interface ListingConfirmation {
  propertyId: number;
  lastConfirmedAt: Date;
  expiresAt: Date;
  freshness: Freshness;
}

export interface ReminderSummary {
  /** Published listings out of search because nobody confirmed them in time. */
  expired: number;
  /** Listings that were due a link (expired or within REMINDER_WINDOW_DAYS) and got one. */
  mailed: number;
  /** Due listings with neither an agent nor an owner e-mail. */
  withoutContact: number;
}

/** The job `expire-listings` runs as: one run at a time (decision 36). */
export const EXPIRE_LISTINGS_JOB = "expire-listings";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Decision 13: listings leave search LISTING_TTL_DAYS after their last confirmation. The agent
 * (else the owner) confirms by a mailed single-use link or, signed in, by a button.
 */
export class ListingFreshnessService {
  constructor(
    private readonly freshness: ListingFreshnessRepository,
    private readonly ownership: ListingOwnership,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
    private readonly config: ListingFreshnessConfig,
  ) {}

  /** POST /api/properties/{id}/confirm: 401 signed out, 404 unknown, 403 someone else's. */
  async confirmByManager(propertyId: number, actor: Actor) {
    await this.assertCanManage(propertyId, actor);
    return this.tx.run(() => this.confirm(propertyId));
  }

  /** Whether the signed-in user may confirm (and later edit) this listing; 401 signed out, 404 unknown. */
  async canManage(propertyId: number, actor: Actor): Promise<{ canManage: boolean }> {
    try {
      await this.assertCanManage(propertyId, actor);
      return { canManage: true };
    } catch (error) {
      if (error instanceof ListingNotYoursError) return { canManage: false };
      throw error;
    }
  }

  /** What the confirm page shows before its button is pressed; reading it confirms nothing. */
  async checkConfirmLink(token: unknown) {
    const link = await this.usableLink(token);
    return {
      propertyId: link.propertyId,
      title: link.title,
      expiresAt: link.expiresAt,
      freshness: freshnessAt(link.expiresAt, this.clock.now()),
    };
  }

  async confirmByLink(token: unknown): Promise<ListingConfirmation> {
    return this.tx.run(async () => {
      const link = await this.usableLink(token);
      return this.confirm(link.propertyId);
    });
  }

  /**
   * A confirmation another use case has authorised: the lister's Yes to an availability ask, by
   * its mailed link (decision 101). The same new period as the button's.
   */
  confirmAvailable(propertyId: number): Promise<ListingConfirmation> {
    return this.tx.run(() => this.confirm(propertyId));
  }

  /**
   * `cli expire-listings`: one link per listing and expiry period, then the counts. While another
   * run is mailing, this one does nothing (JobHeldError).
   */
  sendReminders(): Promise<ReminderSummary> {
    return runOnce(this.jobs, EXPIRE_LISTINGS_JOB, () => this.mailDueLinks());
  }

  private async mailDueLinks(): Promise<ReminderSummary> {
    const now = this.clock.now();
    const due = await this.freshness.listDueForReminder(addDays(now, REMINDER_WINDOW_DAYS));
    const summary: ReminderSummary = { expired: 0, mailed: 0, withoutContact: 0 };
    for (const candidate of due) {
      const { email } = candidate;
      if (!email) {
        summary.withoutContact++;
        continue;
      }
      const token = randomBytes(32).toString("base64url");
      // The link's row and its mail go together: a mail that fails leaves the period unmarked.
      const sent = await this.tx.run(async () => {
        const hash = hashOf(token);
        if (!(await this.freshness.recordReminder(candidate.propertyId, candidate.expiresAt, hash)))
          return false;
        const link = `${this.config.publicUrl}/listings/confirm/${token}`;
        await this.mailer.send(
          confirmLinkMail({ ...candidate, email }, link, now, this.config.listingTtlDays),
        );
        return true;
      });
      if (sent) summary.mailed++;
    }
    summary.expired = await this.freshness.countExpired(now);
    return summary;
  }

  private async assertCanManage(propertyId: number, actor: Actor) {
    if (!PositiveId.is(propertyId)) {
      await this.ownership.managerOf(actor); // signed out is 401 before any 404
      throw new PropertyNotFoundError();
    }
    await this.ownership.assertCanManage(propertyId, actor);
  }

  private async usableLink(token: unknown) {
    if (typeof token !== "string" || !TOKEN.test(token)) throw new ConfirmLinkInvalidError();
    const link = await this.freshness.findLink(hashOf(token));
    if (!link || link.usedAt) throw new ConfirmLinkInvalidError();
    return link;
  }

  private async confirm(propertyId: number): Promise<ListingConfirmation> {
    const now = this.clock.now();
    const expiresAt = addDays(now, this.config.listingTtlDays);
    if (!(await this.freshness.confirm(propertyId, now, expiresAt))) {
      throw new PropertyNotFoundError();
    }
    return { propertyId, lastConfirmedAt: now, expiresAt, freshness: "fresh" };
  }
}
