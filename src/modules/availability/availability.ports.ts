import type { ListingType } from "../listings/index.js";
import type { AvailabilityAnswer } from "./availability.rules.js";
import type { AnswerLink, AvailabilityAsk } from "./availability.types.js";

/** A published listing as an ask reads it, locked for the ask's transaction. */
export interface AskedListing {
  id: number;
  title: string;
  listingType: ListingType;
  status: string;
  ownerId: number | null;
  agentId: number | null;
  /** Whom the ask is mailed to: the agent, else the owner's contact, else the owner's account. */
  lister: { email: string | null; name: string | null };
}

export interface NewAsk {
  propertyId: number;
  askerId: number;
  agentId: number | null;
  askedAt: Date;
  tokenHash: string;
}

/** Asks and their answers (decision 101). */
export interface AvailabilityAskRepository {
  /** The published listing, its row locked so that asks about it are counted one at a time. */
  lockListing(propertyId: number): Promise<AskedListing | null>;
  /** This account's unanswered ask about the listing, if any. */
  openAskOf(propertyId: number, askerId: number): Promise<AvailabilityAsk | null>;
  /** This account's latest ask about the listing, answered or not. */
  latestAskOf(propertyId: number, askerId: number): Promise<AvailabilityAsk | null>;
  add(ask: NewAsk): Promise<AvailabilityAsk>;
  /**
   * Once `asks` asks are unanswered, dates the listing's "Not confirmed recently": the last of
   * those first `asks`, plus `hours`. Leaves a date already set; null while fewer are open.
   */
  dateUnconfirmed(propertyId: number, asks: number, hours: number): Promise<Date | null>;
  /** The ask behind a mailed link, if its listing is still published; locked when asked. */
  findLink(tokenHash: string, lock: boolean): Promise<AnswerLink | null>;
  /** Answers every open ask about the listing, as one answer to one question. */
  answerOpenAsks(propertyId: number, answer: AvailabilityAnswer, at: Date): Promise<number>;
}
