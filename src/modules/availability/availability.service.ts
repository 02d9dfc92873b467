import { createHash, randomBytes } from "node:crypto";
import { type Actor, signedInUser } from "../../shared/actor.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import { ANSWER_WITHIN_HOURS } from "../../shared/response-rate.js";
import { validateInput } from "../../shared/validation.js";
import type { UserRepository } from "../accounts/index.js";
import type { ListingFreshnessService } from "../listing-freshness/index.js";
import {
  canManage,
  type ListingManager,
  type ListingOwnership,
  PropertyNotFoundError,
  type PropertyRepository,
} from "../listings/index.js";
import type { RateLimitsService } from "../rate-limits/index.js";
import type { AvailabilityConfig } from "./availability.config.js";
import {
  AlreadyAnsweredError,
  AnswerLinkInvalidError,
  EmailNotVerifiedError,
  NotOnOfferError,
  OwnListingError,
} from "./availability.errors.js";
import type { AvailabilityAskRepository } from "./availability.ports.js";
import { goneStatus, UNANSWERED_ASKS_FOR_NOT_CONFIRMED } from "./availability.rules.js";
import {
  AnswerInput,
  type AnswerLink,
  type AnswerReceipt,
  type AskReceipt,
  type AvailabilityAsk,
} from "./availability.types.js";
import { askMail } from "./availability-mails.js";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * "Is it still available?" (decision 101). A signed-in account with a proved e-mail asks about a
 * listing on offer; its lister (the agent, else the owner) is mailed one link per answer. Yes is
 * a confirmation, as the freshness button's; No marks the listing let or sold, as Manage
 * Listings does. Asks unanswered past ANSWER_WITHIN_HOURS date the listing "Not confirmed
 * recently"; the database answers a listing's open asks however its lister confirms or marks it.
 */
export class AvailabilityService {
  constructor(
    private readonly asks: AvailabilityAskRepository,
    private readonly users: UserRepository,
    private readonly ownership: ListingOwnership,
    private readonly properties: PropertyRepository,
    private readonly freshness: ListingFreshnessService,
    private readonly rateLimits: RateLimitsService,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly config: AvailabilityConfig,
  ) {}

  /**
   * POST /api/properties/{id}/availability-asks: 401 signed out, 403 an unproved e-mail, 404 no
   * such published listing, 409 the asker's own listing or one no longer on offer, 429 past the
   * account's asks of the day. Asking again while an ask is open gives that ask, mailing nothing.
   */
  async askAvailability(propertyId: number, actor: Actor, address: string): Promise<AskReceipt> {
    const manager = await this.ownership.managerOf(actor);
    const user = await this.users.findById(manager.userId);
    if (!user?.emailVerified) throw new EmailNotVerifiedError();
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    const requester = { address, userId: manager.userId, listingId: propertyId };
    return this.rateLimits.guard("availabilityAsk", requester, ({ silenced }) =>
      this.tx.run(() => this.ask(propertyId, manager, silenced)),
    );
  }

  /** GET /api/properties/{id}/availability-asks/mine: the account's latest ask, if any; 401 signed out. */
  async myAsk(propertyId: number, actor: Actor): Promise<{ ask: AvailabilityAsk | null }> {
    const userId = signedInUser(actor);
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    return { ask: await this.asks.latestAskOf(propertyId, userId) };
  }

  /** GET /api/availability-answers/{token}: what the answer page shows; reading it answers nothing. */
  async checkAnswerLink(token: unknown): Promise<AnswerLink> {
    return this.usableLink(token, false);
  }

  /** POST /api/availability-answers/{token}: 400 no answer, 404 a bad link, 409 answered already. */
  async answerByLink(token: unknown, raw: unknown): Promise<AnswerReceipt> {
    const { answer } = await validateInput(AnswerInput, raw);
    return this.tx.run(async () => {
      const link = await this.usableLink(token, true);
      if (link.answer) throw new AlreadyAnsweredError(link.answer);
      const now = this.clock.now();
      // Answered here with the service's clock; the trigger then finds none left to answer.
      await this.asks.answerOpenAsks(link.propertyId, answer, now);
      if (answer === "yes") {
        const confirmed = await this.freshness.confirmAvailable(link.propertyId);
        return {
          propertyId: link.propertyId,
          answer,
          status: link.status,
          lastConfirmedAt: confirmed.lastConfirmedAt,
        };
      }
      const status = goneStatus(link.listingType);
      await this.properties.update(link.propertyId, { status });
      return { propertyId: link.propertyId, answer, status, lastConfirmedAt: null };
    });
  }

  private async ask(
    propertyId: number,
    manager: ListingManager,
    silenced: boolean,
  ): Promise<AskReceipt> {
    const listing = await this.asks.lockListing(propertyId);
    if (!listing) throw new PropertyNotFoundError();
    if (canManage(manager, listing)) throw new OwnListingError();
    if (listing.status !== "available") throw new NotOnOfferError(listing.status);
    const open = await this.asks.openAskOf(propertyId, manager.userId);
    if (open) return { ...open, created: false, listerMailed: false };

    const token = randomBytes(32).toString("base64url");
    const ask = await this.asks.add({
      propertyId,
      askerId: manager.userId,
      agentId: listing.agentId,
      askedAt: this.clock.now(),
      tokenHash: hashOf(token),
    });
    await this.asks.dateUnconfirmed(
      propertyId,
      UNANSWERED_ASKS_FOR_NOT_CONFIRMED,
      ANSWER_WITHIN_HOURS,
    );
    const { email } = listing.lister;
    // Past the listing's mails of the day the ask is kept, and counts, but is not mailed.
    const listerMailed = !silenced && email !== null;
    if (listerMailed) {
      const links = {
        listing: `${this.config.publicUrl}/properties/${propertyId}`,
        answer: `${this.config.publicUrl}/listings/availability/${token}`,
      };
      const to = { ...listing, lister: { ...listing.lister, email } };
      await this.mailer.send(askMail(to, links, this.config.listingTtlDays));
    }
    return { ...ask, created: true, listerMailed };
  }

  private async usableLink(token: unknown, lock: boolean): Promise<AnswerLink> {
    if (typeof token !== "string" || !TOKEN.test(token)) throw new AnswerLinkInvalidError();
    const link = await this.asks.findLink(hashOf(token), lock);
    if (!link) throw new AnswerLinkInvalidError();
    return link;
  }
}
