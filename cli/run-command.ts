import os from "node:os";
import { type Application, createApplication } from "../src/bootstrap.js";
import { loadConfig } from "../src/config.js";
import { DomainError, type ErrorKind } from "../src/shared/errors.js";
import { PositiveId } from "../src/shared/positive-id.js";

/** Exit codes by what went wrong, so cron and scripts can tell bad input from a broken system. */
export const EXIT_CODES: Record<ErrorKind | "unexpected", number> = {
  unexpected: 1,
  invalid: 2,
  unauthorized: 2,
  forbidden: 2,
  not_found: 3,
  conflict: 4,
  rate_limited: 5,
};

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/**
 * Opens the database (beside a running server on the embedded one: through its socket), runs
 * one command against the services, closes, and turns an expected failure into a clear message
 * and its exit code instead of a stack trace. Only `migrate` and `seed` migrate; every other
 * command refuses a database whose schema is behind its build.
 */
export async function runCommand(
  io: CliIo,
  work: (app: Application) => Promise<number | undefined>,
  { migrate = false }: { migrate?: boolean } = {},
): Promise<number> {
  let app: Application | undefined;
  try {
    // Quiet logs: the command's own output is what the operator reads.
    app = await createApplication(loadConfig({ LOG_LEVEL: "warn", ...process.env }), undefined, {
      migrate,
      role: "cli",
    });
    return (await work(app)) ?? 0;
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(`Error: ${error.message}`);
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        for (const message of messages) io.err(`  ${field}: ${message}`);
      }
      return EXIT_CODES[error.kind];
    }
    io.err(`Error: ${(error as Error).message}`);
    return EXIT_CODES.unexpected;
  } finally {
    await app?.close();
  }
}

/** Who runs an operator command, as the audit log of admin decisions names them. */
export function operator(): string {
  let user = process.env.USER || process.env.LOGNAME || "";
  try {
    user = os.userInfo().username || user;
  } catch {
    // no passwd entry for this uid (some containers): the environment's name, if any
  }
  return `cli:${user || "unknown"}`;
}

/** Ids typed by a person: a clear message rather than NaN reaching the services. */
export function parseId(text: string): number {
  const id = PositiveId.parse(text);
  if (id === null) {
    throw new CliUsageError(`"${text}" is not an id: give a positive whole number, e.g. 12`);
  }
  return id;
}

export class CliUsageError extends DomainError {
  readonly kind = "invalid";
  readonly code = "CLI.USAGE";
}
