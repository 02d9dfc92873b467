import type { ListingManager } from "../listings/index.js";
import type { ViewingSide, ViewingStatus } from "./viewings.rules.js";

/** Whom a lister's mail goes to: the agent, else the owner's contact, else the owner's account. */
export interface Lister {
  email: string | null;
  name: string | null;
}

/** A published listing as a request reads it, locked for the request's transaction. */
export interface ViewingListing {
  id: number;
  title: string;
  status: string;
  ownerId: number | null;
  agentId: number | null;
  /** When it shows "Not confirmed recently" (decision 101); null while it does not. */
  unconfirmedFrom: Date | null;
  lister: Lister;
}

/** A viewing with what its readers and its mails need of the listing and of both sides. */
export interface ViewingRecord {
  id: number;
  propertyId: number;
  visitorId: number;
  phone: string;
  note: string;
  status: ViewingStatus;
  times: Date[];
  awaiting: ViewingSide | null;
  startsAt: Date | null;
  reason: string | null;
  closedBy: ViewingSide | null;
  noShowOf: ViewingSide | null;
  requestedAt: Date;
  firstAnsweredAt: Date | null;
  confirmedAt: Date | null;
  listing: {
    title: string;
    /** Who manages it now (canManage), whoever did when it was requested. */
    ownerId: number | null;
    agentId: number | null;
    location: string;
    city: string;
    digitalAddress: string | null;
    /** GH₵ as the listing states it (decimal text); null when not stated. */
    viewingFee: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  visitor: { email: string; firstName: string | null };
  lister: Lister;
}

export interface NewViewing {
  propertyId: number;
  visitorId: number;
  /** The listing's agent when requested, for the agent's signals. */
  agentId: number | null;
  phone: string;
  note: string;
  times: Date[];
  requestedAt: Date;
  tokenHash: string;
}

/** A viewing's new state after an action: every field the state table may change. */
export interface ViewingChange {
  status: ViewingStatus;
  times: Date[];
  awaiting: ViewingSide | null;
  startsAt: Date | null;
  reason: string | null;
  closedBy: ViewingSide | null;
  noShowOf: ViewingSide | null;
  firstAnsweredAt: Date | null;
  confirmedAt: Date | null;
  /** A new time (or none) needs its reminders again. */
  clearReminders: boolean;
  updatedAt: Date;
}

export type ReminderKind = "day" | "hour";

/**
 * The confirmed viewings a reminder of `kind` is due for: starting after `after` and at or
 * before `until`, not reminded of this kind yet, and confirmed more than `quietHours` before
 * their time (a confirmation that close to it has just told both sides).
 */
export interface ReminderWindow {
  kind: ReminderKind;
  after: Date;
  until: Date;
  quietHours: number;
}

/** Viewings (decision 104). */
export interface ViewingRepository {
  /** The published listing, its row locked so that requests for it are taken one at a time. */
  lockListing(propertyId: number): Promise<ViewingListing | null>;
  /**
   * The visitor's open viewings across listings, counted with the visitor's account row locked:
   * two requests at once by one account are counted one after the other.
   */
  countOpenOf(visitorId: number): Promise<number>;
  /** This account's open viewing of the listing, if any. */
  openOf(propertyId: number, visitorId: number): Promise<ViewingRecord | null>;
  /** This account's latest viewing of the listing, open or not. */
  latestOf(propertyId: number, visitorId: number): Promise<ViewingRecord | null>;
  /** Stores a requested viewing; its id. */
  add(viewing: NewViewing): Promise<number>;
  /** The viewing, its row locked when asked. */
  find(id: number, lock: boolean): Promise<ViewingRecord | null>;
  /** The viewing the lister's link names, by its token's hash; locked when asked. */
  findByToken(tokenHash: string, lock: boolean): Promise<ViewingRecord | null>;
  update(id: number, change: ViewingChange): Promise<void>;
  /** The account's viewings as the visitor, newest first. */
  ofVisitor(visitorId: number, limit: number): Promise<ViewingRecord[]>;
  /** Viewings of every listing the manager manages (canManage), newest first. */
  ofLister(lister: ListingManager, limit: number): Promise<ViewingRecord[]>;
  /** The ids of the viewings a reminder is due for, soonest first. */
  dueReminders(window: ReminderWindow): Promise<number[]>;
  /**
   * Marks the reminder sent at `at` if it is still due (the same conditions, and not marked):
   * true for the one run that marked it, so two runs never mail it twice.
   */
  markReminded(id: number, window: ReminderWindow, at: Date): Promise<boolean>;
}
