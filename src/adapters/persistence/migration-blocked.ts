/**
 * SQLSTATE class 23 (integrity constraint violation): a migration met data that breaks a rule it
 * enforces (duplicate keys behind a damaged index, a reference to a missing row). Such a start
 * can only succeed once the data is put right, so the message says how (decision 73).
 * https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
export function explainMigrationFailure(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code =
    (error as { code?: unknown }).code ??
    (error as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code !== "string" || !code.startsWith("23")) return error;
  return new Error(
    `a migration stopped on the data it found (${error.message}): run \`npm run cli -- doctor\` to see what, and \`npm run cli -- doctor --repair\` to put it right (README, "Upgrading")`,
    { cause: error },
  );
}
