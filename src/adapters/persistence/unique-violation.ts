/**
 * PostgreSQL's unique_violation (23505). node-postgres reports its code; PGlite leaves the
 * error's fields empty, so its (always English) message is the only sign.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, driverError, message } = (error ?? {}) as {
    code?: unknown;
    driverError?: { code?: unknown };
    message?: unknown;
  };
  return (
    code === "23505" ||
    driverError?.code === "23505" ||
    (typeof message === "string" && message.startsWith("duplicate key value violates unique"))
  );
}
