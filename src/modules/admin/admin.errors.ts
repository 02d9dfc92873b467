import { ConflictError, UnauthorizedError } from "../../shared/errors.js";

export class InvalidAdminPasswordError extends UnauthorizedError {
  override readonly code = "ADMIN.INVALID_PASSWORD";
  constructor() {
    super("Unauthorized: invalid admin password");
  }
}

/** ADMIN_PASSWORD sets the password at every start: a change made elsewhere would be undone. */
export class AdminPasswordFromEnvironmentError extends ConflictError {
  override readonly code = "ADMIN.PASSWORD_FROM_ENVIRONMENT";
  constructor() {
    super(
      "ADMIN_PASSWORD is set (in the environment or the settings file), and every start sets the administrator password from it, which would undo this change: change ADMIN_PASSWORD and restart the server instead, or remove it to manage the password with this command",
    );
  }
}
