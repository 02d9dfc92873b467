import { ConflictError, NotFoundError } from "../../shared/errors.js";

export class RelistingNotFoundError extends NotFoundError {
  override readonly code = "RELISTINGS.NOT_FOUND";
  constructor() {
    super("Re-listing link not found");
  }
}

/** A link is disputed once, and decided once. */
export class RelistingSettledError extends ConflictError {
  override readonly code = "RELISTINGS.SETTLED";
  constructor(state: string) {
    super(`This link has already been ${state}`);
  }
}
