import { ConflictError } from "../../shared/errors.js";

export class NoOpenReportsError extends ConflictError {
  override readonly code = "REPORTS.NONE_OPEN";
  constructor(message = "This listing has no open reports") {
    super(message);
  }
}
