import { ConflictError, NotFoundError } from "../../shared/errors.js";

// The codes keep the LISTINGS. prefix they were published with: a code is a contract.

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
