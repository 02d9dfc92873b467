import { ForbiddenError, NotFoundError } from "../../shared/errors.js";

export class PropertyNotFoundError extends NotFoundError {
  override readonly code = "LISTINGS.PROPERTY_NOT_FOUND";
  constructor() {
    super("Property Not Found");
  }
}

export class ListingNotYoursError extends ForbiddenError {
  override readonly code = "LISTINGS.NOT_YOURS";
  constructor() {
    super("You can only manage your own listings");
  }
}
