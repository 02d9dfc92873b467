import { IsIn } from "class-validator";
import type { ListingType } from "../listings/index.js";
import {
  ANSWER_REQUIRED,
  AVAILABILITY_ANSWERS,
  type AvailabilityAnswer,
} from "./availability.rules.js";

/** A renter's ask about one listing, as the renter sees it on the listing's page. */
export interface AvailabilityAsk {
  propertyId: number;
  askedAt: Date;
  /** Null while the lister has not answered. */
  answer: AvailabilityAnswer | null;
  answeredAt: Date | null;
}

/** POST /api/properties/{id}/availability-asks: the ask, and whether its lister was mailed now. */
export interface AskReceipt extends AvailabilityAsk {
  /** False when the same account's ask was already open: nothing new was sent. */
  created: boolean;
  /** The lister was mailed this ask (not past the listing's daily mails, and a lister to mail). */
  listerMailed: boolean;
}

/** What the lister's answer page shows before a button is pressed; reading it answers nothing. */
export interface AnswerLink {
  propertyId: number;
  title: string;
  listingType: ListingType;
  status: string;
  askedAt: Date;
  answer: AvailabilityAnswer | null;
  answeredAt: Date | null;
}

/** POST /api/availability-answers/{token}: the lister's one-tap answer. */
export class AnswerInput {
  @IsIn(AVAILABILITY_ANSWERS, { message: ANSWER_REQUIRED })
  answer: AvailabilityAnswer;
}

/** What the answer did to the listing. */
export interface AnswerReceipt {
  propertyId: number;
  answer: AvailabilityAnswer;
  /** available (a Yes confirms it), rented or sold (a No). */
  status: string;
  lastConfirmedAt: Date | null;
}
