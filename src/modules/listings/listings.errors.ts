import { ConflictError, NotFoundError } from "../../shared/errors.js";

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
