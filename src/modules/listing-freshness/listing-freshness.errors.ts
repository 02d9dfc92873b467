import { NotFoundError } from "../../shared/errors.js";

/** The code keeps the LISTINGS. prefix it was published with: a code is a contract. */
export class ConfirmLinkInvalidError extends NotFoundError {
  override readonly code = "LISTINGS.CONFIRM_LINK_INVALID";
  constructor() {
    super(
      "This confirmation link is invalid or has already been used. Sign in to confirm your listing from its page.",
    );
  }
}
