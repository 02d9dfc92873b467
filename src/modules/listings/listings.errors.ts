import { ConflictError, ForbiddenError, NotFoundError } from "../../shared/errors.js";

export class PropertyNotFoundError extends NotFoundError {
  override readonly code = "LISTINGS.PROPERTY_NOT_FOUND";
  constructor() {
    super("Property Not Found");
  }
}

export class SubmissionNotFoundError extends NotFoundError {
  override readonly code = "LISTINGS.SUBMISSION_NOT_FOUND";
  constructor() {
    super("Listing submission not found");
  }
}

export class SubmissionAlreadyDecidedError extends ConflictError {
  override readonly code = "LISTINGS.SUBMISSION_ALREADY_DECIDED";
  constructor() {
    super("This listing submission has already been decided");
  }
}

export class ListingNotYoursError extends ForbiddenError {
  override readonly code = "LISTINGS.NOT_YOURS";
  constructor() {
    super("You can only manage your own listings");
  }
}

export class ConfirmLinkInvalidError extends NotFoundError {
  override readonly code = "LISTINGS.CONFIRM_LINK_INVALID";
  constructor() {
    super(
      "This confirmation link is invalid or has already been used. Sign in to confirm your listing from its page.",
    );
  }
}
