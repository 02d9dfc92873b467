import { UnauthorizedError } from "../../shared/errors.js";

export class InvalidAdminPasswordError extends UnauthorizedError {
  override readonly code = "ADMIN.INVALID_PASSWORD";
  constructor() {
    super("Unauthorized: invalid admin password");
  }
}
