import { ConflictError, UnauthorizedError } from "../../shared/errors.js";

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
