/**
 * Expected failures. `kind` says what went wrong in terms every door understands
 * (the HTTP layer maps it to a status, the CLI to an exit code); `code` is stable and
 * specific (ACCOUNTS.EMAIL_TAKEN) so that it survives crossing a process boundary.
 */
export type ErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited";

export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  abstract readonly code: string;
  readonly errors?: FieldErrors;
}

export class ValidationError extends DomainError {
  readonly kind = "invalid";
  readonly code: string = "VALIDATION_FAILED";
  constructor(
    override readonly errors: FieldErrors,
    message = "Validation failed",
  ) {
    super(message);
  }

  static single(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = "not_found";
  readonly code: string = "NOT_FOUND";
}

/** Spec §5 detects sign-in failures by a body containing 'Unauthorized'. */
export class UnauthorizedError extends DomainError {
  readonly kind = "unauthorized";
  readonly code: string = "UNAUTHORIZED";
  constructor(message = "Unauthorized") {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = "forbidden";
  readonly code: string = "FORBIDDEN";
}

export class ConflictError extends DomainError {
  readonly kind = "conflict";
  readonly code: string = "CONFLICT";
}

export class RateLimitedError extends DomainError {
  readonly kind = "rate_limited";
  readonly code: string = "RATE_LIMITED";
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests, please try again later.",
    /** Which limit refused, as `action:subject` (e.g. `signIn:address+email`), for operators. */
    readonly rule?: string,
  ) {
    super(message);
  }
}

/**
 * True for a DomainError of kind "not_found" from either build: the pages' data hooks are bundled
 * by Vite with their own copy of the error classes, so `instanceof` cannot tell (decision 47).
 */
export function isNotFound(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === "not_found";
}

/** True for a DomainError of kind "unauthorized" from either build (as isNotFound). */
export function isUnauthorized(error: unknown): boolean {
  return (error as { kind?: unknown } | null)?.kind === "unauthorized";
}
