import { createHash, randomBytes } from "node:crypto";
import { type Actor, signedInUser } from "../../shared/actor.js";
import { UnauthorizedError } from "../../shared/errors.js";
import type { Clock, Mailer, TransactionRunner } from "../../shared/ports.js";
import { PositiveId } from "../../shared/positive-id.js";
import type { UserRepository } from "../accounts/index.js";
import { type JobLock, runOnce } from "../jobs/index.js";
import {
  canManage,
  type ListingManager,
  type ListingOwnership,
  PropertyNotFoundError,
} from "../listings/index.js";
import type { RateLimitsService } from "../rate-limits/index.js";
import { viewingCalendar } from "./viewing-calendar.js";
import { changed, changeFor } from "./viewing-changes.js";
import { calendarViewing, mailedViewing, sideOf, viewOf } from "./viewing-details.js";
import { actionOf, requestOf, type ViewingRequest } from "./viewing-input.js";
import { changeMails, reminderMails, requestMail } from "./viewing-mails.js";
import { refusalOf } from "./viewing-refusals.js";
import { reminderWindows, SEND_VIEWING_REMINDERS_JOB } from "./viewing-reminders.js";
import type { ViewingsConfig } from "./viewings.config.js";
import {
  AdminCannotActError,
  EmailNotVerifiedError,
  NoCalendarError,
  NotOnOfferError,
  OwnListingError,
  TooManyOpenViewingsError,
  UnconfirmedListingError,
  ViewingActionRefusedError,
  ViewingLinkInvalidError,
  ViewingNotFoundError,
} from "./viewings.errors.js";
import type { ReminderWindow, ViewingRecord, ViewingRepository } from "./viewings.ports.js";
import { actionsFor, OPEN_VIEWINGS_PER_ACCOUNT, type ViewingSide } from "./viewings.rules.js";
import type { MyViewings, Viewing } from "./viewings.types.js";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** Each list of GET /api/viewings: the newest this many. */
export const VIEWINGS_LISTED = 50;

/** Who reads: an account (its listings' manager), the admin, or both in one session. */
interface Reader {
  manager: ListingManager | null;
  admin: boolean;
}

/**
 * Viewings (decision 104). A signed-in visitor with a proved e-mail asks for up to three times;
 * the lister (canManage: the owner's account or the agent's) answers by the mailed link or on My
 * viewings; either side then changes or ends it as actionsFor allows. Only the two sides act;
 * the admin reads. Every change mails the other side in its own transaction (the outbox).
 */
export class ViewingsService {
  constructor(
    private readonly viewings: ViewingRepository,
    private readonly users: UserRepository,
    private readonly ownership: ListingOwnership,
    private readonly rateLimits: RateLimitsService,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
    private readonly config: ViewingsConfig,
  ) {}

  /**
   * POST /api/properties/{id}/viewings: 401 signed out, 403 an unproved e-mail, 400 the body, 404
   * no such published listing, 409 one's own listing, one not on offer or not confirmed recently,
   * or past the open viewings allowed; 429 past the day's requests. Requesting again while a
   * viewing of the listing is open gives that viewing, mailing nothing.
   */
  async request(
    propertyId: number,
    actor: Actor,
    address: string,
    raw: unknown,
  ): Promise<{ viewing: Viewing; created: boolean; listerMailed: boolean }> {
    const manager = await this.ownership.managerOf(actor);
    const user = await this.users.findById(manager.userId);
    if (!user?.emailVerified) throw new EmailNotVerifiedError();
    const input = await requestOf(raw, this.clock.now());
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    const requester = { address, userId: manager.userId, listingId: propertyId };
    return this.rateLimits.guard("viewingRequest", requester, ({ silenced }) =>
      this.tx.run(() => this.add(propertyId, manager, input, silenced)),
    );
  }

  /** GET /api/properties/{id}/viewings/mine: the account's latest viewing of it, or null. */
  async mine(propertyId: number, actor: Actor): Promise<{ viewing: Viewing | null }> {
    const userId = signedInUser(actor);
    if (!PositiveId.is(propertyId)) throw new PropertyNotFoundError();
    const latest = await this.viewings.latestOf(propertyId, userId);
    return { viewing: latest ? this.view(latest, "visitor") : null };
  }

  /** GET /api/viewings: the account's viewings as the visitor and of the listings it manages. */
  async myViewings(actor: Actor): Promise<MyViewings> {
    const manager = await this.ownership.managerOf(actor);
    const asVisitor = await this.viewings.ofVisitor(manager.userId, VIEWINGS_LISTED);
    const asLister = await this.viewings.ofLister(manager, VIEWINGS_LISTED);
    return {
      asVisitor: asVisitor.map((r) => this.view(r, "visitor")),
      asLister: asLister.map((r) => this.view(r, "lister")),
    };
  }

  /** GET /api/viewings/{id}: a side, or the admin; 401 signed out, 404 anyone else. */
  async viewing(id: number, actor: Actor): Promise<Viewing> {
    const { record, role } = await this.readable(id, actor);
    return this.view(record, role);
  }

  /**
   * PUT /api/viewings/{id}: a side takes an action actionsFor allows it. 401 signed out, 403
   * the admin, 400 the body, 404 no such viewing or not a side, 409 not now (and why).
   */
  async act(id: number, actor: Actor, raw: unknown): Promise<Viewing> {
    const admin = actor.admin !== null || actor.operator !== null;
    if (actor.userId === null) {
      if (admin) throw new AdminCannotActError();
      throw new UnauthorizedError();
    }
    const manager = await this.ownership.managerOf(actor);
    const input = await actionOf(raw);
    if (!PositiveId.is(id)) throw new ViewingNotFoundError();
    return this.tx.run(async () => {
      const record = await this.viewings.find(id, true);
      const side = record && sideOf(record, manager);
      if (!record || !side) {
        if (record && admin) throw new AdminCannotActError();
        throw new ViewingNotFoundError();
      }
      return this.view(await this.apply(record, side, input), side);
    });
  }

  /** GET /api/viewing-answers/{token}: the lister's mailed link's page; reading it changes nothing. */
  async answerLink(token: unknown): Promise<Viewing> {
    return this.view(await this.linked(token, false), "lister");
  }

  /** POST /api/viewing-answers/{token}: the lister acts by the link, as PUT does. */
  async actByLink(token: unknown, raw: unknown): Promise<Viewing> {
    if (typeof token !== "string" || !TOKEN.test(token)) throw new ViewingLinkInvalidError();
    const input = await actionOf(raw);
    return this.tx.run(async () => {
      const record = await this.linked(token, true);
      return this.view(await this.apply(record, "lister", input), "lister");
    });
  }

  /** GET /api/viewings/{id}/calendar.ics: whoever may read it; 409 unless it is confirmed. */
  async calendar(id: number, actor: Actor): Promise<{ filename: string; content: string }> {
    const { record } = await this.readable(id, actor);
    if (record.status !== "confirmed" || !record.startsAt) throw new NoCalendarError();
    const { filename, content } = await viewingCalendar(
      calendarViewing(record, record.startsAt, this.config.publicUrl),
      this.clock.now(),
    );
    return { filename, content };
  }

  /**
   * cli send-viewing-reminders (every 15 minutes, under the job lock): the day-before reminder
   * and the two-hour one, each viewing's mark and mails in one transaction. The mark is a
   * conditional update, so two runs that both got past the lock still mail each reminder once.
   */
  sendReminders(): Promise<{ dayBefore: number; twoHours: number }> {
    return runOnce(this.jobs, SEND_VIEWING_REMINDERS_JOB, async () => {
      const now = this.clock.now();
      const { day, hour } = reminderWindows(now);
      return {
        dayBefore: await this.remind(day, now),
        twoHours: await this.remind(hour, now),
      };
    });
  }

  private async remind(window: ReminderWindow, now: Date): Promise<number> {
    let sent = 0;
    for (const id of await this.viewings.dueReminders(window)) {
      const marked = await this.tx.run(async () => {
        if (!(await this.viewings.markReminded(id, window, now))) return false;
        const record = await this.viewings.find(id, false);
        if (!record) return false;
        const mailed = mailedViewing(record, this.config.publicUrl);
        for (const mail of reminderMails(mailed, window.kind)) await this.mailer.send(mail);
        return true;
      });
      if (marked) sent += 1;
    }
    return sent;
  }

  private async add(
    propertyId: number,
    manager: ListingManager,
    input: ViewingRequest,
    silenced: boolean,
  ) {
    const now = this.clock.now();
    const listing = await this.viewings.lockListing(propertyId);
    if (!listing) throw new PropertyNotFoundError();
    if (canManage(manager, listing)) throw new OwnListingError();
    if (listing.status !== "available") throw new NotOnOfferError(listing.status);
    if (listing.unconfirmedFrom && listing.unconfirmedFrom <= now) {
      throw new UnconfirmedListingError();
    }
    const open = await this.viewings.openOf(propertyId, manager.userId);
    if (open) return { viewing: this.view(open, "visitor"), created: false, listerMailed: false };
    const held = await this.viewings.countOpenOf(manager.userId);
    if (held >= OPEN_VIEWINGS_PER_ACCOUNT) throw new TooManyOpenViewingsError();

    const token = randomBytes(32).toString("base64url");
    const id = await this.viewings.add({
      propertyId,
      visitorId: manager.userId,
      agentId: listing.agentId,
      ...input,
      requestedAt: now,
      tokenHash: hashOf(token),
    });
    const record = await this.viewings.find(id, false);
    if (!record) throw new ViewingNotFoundError();
    // Past the listing's mails of the day the request is kept, and counts, but is not mailed.
    const email = listing.lister.email;
    const listerMailed = !silenced && email !== null;
    if (listerMailed) {
      const answerUrl = `${this.config.publicUrl}/viewings/answer/${token}`;
      await this.mailer.send(
        requestMail(mailedViewing(record, this.config.publicUrl), answerUrl, email),
      );
    }
    return { viewing: this.view(record, "visitor"), created: true, listerMailed };
  }

  /** Takes the action (actionsFor is the rule), stores it and mails the other side. */
  private async apply(
    record: ViewingRecord,
    side: ViewingSide,
    input: Awaited<ReturnType<typeof actionOf>>,
  ): Promise<ViewingRecord> {
    const now = this.clock.now();
    if (!actionsFor(record, side, now).includes(input.action)) {
      throw new ViewingActionRefusedError(refusalOf(record, side, input.action, now));
    }
    const change = changeFor(record, side, input, now);
    await this.viewings.update(record.id, change);
    const after = changed(record, change);
    const wasConfirmed = record.status === "confirmed";
    const mails = await changeMails(
      after,
      input.action,
      side,
      wasConfirmed,
      this.config.publicUrl,
      now,
    );
    for (const mail of mails) await this.mailer.send(mail);
    return after;
  }

  /** A viewing the actor may read, and as whom: 401 signed out, 404 not a side (nor the admin). */
  private async readable(id: number, actor: Actor) {
    const reader = await this.readerOf(actor);
    if (!PositiveId.is(id)) throw new ViewingNotFoundError();
    const record = await this.viewings.find(id, false);
    if (!record) throw new ViewingNotFoundError();
    const side = reader.manager && sideOf(record, reader.manager);
    if (side) return { record, role: side };
    if (reader.admin) return { record, role: "admin" as const };
    throw new ViewingNotFoundError();
  }

  private async readerOf(actor: Actor): Promise<Reader> {
    const admin = actor.admin !== null || actor.operator !== null;
    if (actor.userId === null) {
      if (!admin) throw new UnauthorizedError();
      return { manager: null, admin };
    }
    return { manager: await this.ownership.managerOf(actor), admin };
  }

  private async linked(token: unknown, lock: boolean): Promise<ViewingRecord> {
    if (typeof token !== "string" || !TOKEN.test(token)) throw new ViewingLinkInvalidError();
    const record = await this.viewings.findByToken(hashOf(token), lock);
    if (!record) throw new ViewingLinkInvalidError();
    return record;
  }

  private view(record: ViewingRecord, role: ViewingSide | "admin"): Viewing {
    return viewOf(record, role, this.clock.now());
  }
}
