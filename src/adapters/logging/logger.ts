import pino, { type DestinationStream, type Logger } from "pino";
import { secretPaths } from "./secret-paths.js";

/** pino's number for debug: a line above it is read by more people than the one debugging. */
const DEBUG = 20;
const LEVEL = /^\{"level":(\d+)/;
const EMAIL = /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * Every line the logger writes, as the last step before its destination (decision 75): no
 * mailed link's token, whatever field or message carries it, and no e-mail address above debug
 * (a mail server's refusal, say, quotes the address it refused).
 */
export function redactLogLine(line: string): string {
  const redacted = secretPaths.redact(line);
  const level = Number(LEVEL.exec(redacted)?.[1] ?? Number.POSITIVE_INFINITY);
  return level > DEBUG ? redacted.replace(EMAIL, "[e-mail]") : redacted;
}

/** Whether this process's log is pretty text for a developer at a terminal, not JSON lines. */
export function logsArePretty(level: string, production: boolean): boolean {
  return !production && process.stdout.isTTY === true && level !== "silent";
}

export function createLogger(
  level: string,
  production: boolean,
  destination?: DestinationStream,
): Logger {
  if (level !== "silent" && !(level in pino.levels.values)) {
    const known = [...Object.keys(pino.levels.values), "silent"].join(", ");
    throw new Error(`LOG_LEVEL: expected one of ${known}, got "${level}"`);
  }
  // Pretty lines for a developer at a terminal; one JSON line per event everywhere else.
  const pretty = !destination && logsArePretty(level, production);
  return pino(
    {
      level,
      hooks: { streamWrite: redactLogLine },
      transport: pretty
        ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } }
        : undefined,
    },
    destination,
  );
}

/** For a process's last words (a failed start): one JSON line on stderr, written before it exits. */
export function stderrLogger(): Logger {
  return createLogger("info", true, pino.destination({ fd: 2, sync: true }));
}
