import { ConflictError, NotFoundError, UnauthorizedError } from "../../shared/errors.js";

export class EmailTakenError extends ConflictError {
  override readonly code = "ACCOUNTS.EMAIL_TAKEN";
  override readonly errors = { email: ["An account with this email already exists"] };
  constructor() {
    super("An account with this email already exists");
  }
}

export class InvalidCredentialsError extends UnauthorizedError {
  override readonly code = "ACCOUNTS.INVALID_CREDENTIALS";
  constructor() {
    super("Unauthorized: invalid email or password");
  }
}

/** A mailed link that is unknown, used, expired or for something else: nothing was changed. */
export class AccountLinkInvalidError extends NotFoundError {
  override readonly code = "ACCOUNTS.LINK_INVALID";
  constructor() {
    super(
      "This link is not valid: it was already used, has expired, or was replaced by a newer one.",
    );
  }
}

/** The address of a change-of-e-mail link was taken by another account before it was confirmed. */
export class NewEmailTakenError extends ConflictError {
  override readonly code = "ACCOUNTS.NEW_EMAIL_TAKEN";
  constructor() {
    super("This address now belongs to another account, so it cannot be moved to yours.");
  }
}
