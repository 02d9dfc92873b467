import { ConflictError, ForbiddenError, NotFoundError } from "../../shared/errors.js";
import type { AvailabilityAnswer } from "./availability.rules.js";

export class EmailNotVerifiedError extends ForbiddenError {
  override readonly code = "AVAILABILITY.EMAIL_NOT_VERIFIED";
  constructor() {
    super(
      "Confirm your e-mail address first: open the link we sent when you signed up, or ask for a new one on your profile.",
    );
  }
}

export class OwnListingError extends ConflictError {
  override readonly code = "AVAILABILITY.OWN_LISTING";
  constructor() {
    super("This is your listing: confirm it is still available from its page or Manage Listings.");
  }
}

const TAKEN: Record<string, string> = {
  rented: "This listing has already been let.",
  sold: "This listing has already been sold.",
  pending: "This listing is under offer (pending).",
};

/** Why a listing no longer on offer cannot be asked about or booked: "already let", "sold"… */
export function notOnOfferMessage(status: string): string {
  return TAKEN[status] ?? `This listing is marked ${status}.`;
}

export class NotOnOfferError extends ConflictError {
  override readonly code = "AVAILABILITY.NOT_ON_OFFER";
  constructor(status: string) {
    super(notOnOfferMessage(status));
  }
}

export class AnswerLinkInvalidError extends NotFoundError {
  override readonly code = "AVAILABILITY.ANSWER_LINK_INVALID";
  constructor() {
    super("This answer link is invalid, or its listing is no longer published.");
  }
}

export class AlreadyAnsweredError extends ConflictError {
  override readonly code = "AVAILABILITY.ALREADY_ANSWERED";
  constructor(answer: AvailabilityAnswer) {
    super(
      answer === "yes"
        ? "This question has already been answered: the listing was confirmed as still available."
        : "This question has already been answered: the listing was marked let or sold.",
    );
  }
}
