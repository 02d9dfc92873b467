import { ConflictError } from "../../shared/errors.js";

/**
 * Another run of the job is under way, so this one did nothing. Expected: two machines' cron, or
 * cron plus an operator. The CLI reports it and exits 0; any other door would answer 409.
 */
export class JobHeldError extends ConflictError {
  override readonly code = "JOB.HELD";
  constructor(
    readonly job: string,
    readonly holder: string | null,
  ) {
    super(`Another run holds the job ${job}${holder ? ` (${holder})` : ""}: this run did nothing.`);
  }
}
