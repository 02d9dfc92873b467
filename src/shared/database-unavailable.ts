/**
 * The stable code of a failure an adapter found to be an unreachable database (decision 28):
 * what the pages need to tell "try again in a few seconds" from a read that failed. Which driver
 * errors those are is persistence knowledge (src/adapters/persistence/database-unavailable.ts);
 * the pages see only this code, matched as a code because the pages' data hooks are bundled by
 * Vite with their own copy of any class (decision 47).
 */
export const DATABASE_UNAVAILABLE = "DATABASE_UNAVAILABLE";

/** A read that failed because the database could not be reached; `cause` is the driver's error. */
export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor(cause: unknown) {
    super("The database cannot be reached", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** True for a DatabaseUnavailableError from either build (the code, not instanceof). */
export function hasDatabaseUnavailableCode(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DATABASE_UNAVAILABLE;
}
