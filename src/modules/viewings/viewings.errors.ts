import { ConflictError, ForbiddenError, NotFoundError } from "../../shared/errors.js";
import { notOnOfferMessage } from "../availability/index.js";
import { OPEN_VIEWINGS_PER_ACCOUNT } from "./viewings.rules.js";

export class EmailNotVerifiedError extends ForbiddenError {
  override readonly code = "VIEWINGS.EMAIL_NOT_VERIFIED";
  constructor() {
    super(
      "Confirm your e-mail address first: open the link we sent when you signed up, or ask for a new one on your profile.",
    );
  }
}

export class OwnListingError extends ConflictError {
  override readonly code = "VIEWINGS.OWN_LISTING";
  constructor() {
    super("This is your listing.");
  }
}

export class NotOnOfferError extends ConflictError {
  override readonly code = "VIEWINGS.NOT_ON_OFFER";
  constructor(status: string) {
    super(notOnOfferMessage(status));
  }
}

/** A listing "Not confirmed recently" (decision 101): the visitor should ask before travelling. */
export class UnconfirmedListingError extends ConflictError {
  override readonly code = "VIEWINGS.LISTING_UNCONFIRMED";
  constructor() {
    super("This listing has not been confirmed recently: ask whether it is still available first.");
  }
}

/** One person cannot hold a lister's week: a few open viewings at a time, across listings. */
export class TooManyOpenViewingsError extends ConflictError {
  override readonly code = "VIEWINGS.TOO_MANY_OPEN";
  constructor() {
    super(
      `You have ${OPEN_VIEWINGS_PER_ACCOUNT} viewings waiting: cancel one or wait for an answer.`,
    );
  }
}

/** No such viewing, or the reader is not one of its sides: a third account learns nothing. */
export class ViewingNotFoundError extends NotFoundError {
  override readonly code = "VIEWINGS.NOT_FOUND";
  constructor() {
    super("Viewing not found");
  }
}

export class ViewingLinkInvalidError extends NotFoundError {
  override readonly code = "VIEWINGS.LINK_INVALID";
  constructor() {
    super("This viewing link is invalid.");
  }
}

/** The admin reads every viewing but takes no side in one. */
export class AdminCannotActError extends ForbiddenError {
  override readonly code = "VIEWINGS.ADMIN_CANNOT_ACT";
  constructor() {
    super("Only the visitor and the lister can change a viewing.");
  }
}

/** An action the viewing's state, or the turn, does not allow now; the message says why. */
export class ViewingActionRefusedError extends ConflictError {
  override readonly code = "VIEWINGS.NOT_NOW";
}

export class NoCalendarError extends ConflictError {
  override readonly code = "VIEWINGS.NOT_CONFIRMED";
  constructor() {
    super("Only a confirmed viewing has a calendar file.");
  }
}
