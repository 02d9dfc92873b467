import { NotFoundError } from "../../shared/errors.js";

export class HostelNotFoundError extends NotFoundError {
  override readonly code = "HOSTELS.HOSTEL_NOT_FOUND";
  constructor() {
    super("Hostel Not Found");
  }
}
