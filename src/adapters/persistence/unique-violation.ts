/**
 * PostgreSQL's unique_violation (23505), by the code node-postgres reports on both databases (the
 * embedded one is reached through its socket, decision 37; the persistence contract checks both).
 * The (always English) message is kept as a last sign for an error rethrown without its fields.
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
