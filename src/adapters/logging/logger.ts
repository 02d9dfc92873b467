import pino, { type Logger } from "pino";

export function createLogger(level: string, production: boolean): Logger {
  // Pretty lines for a developer at a terminal; one JSON line per event everywhere else.
  const pretty = !production && process.stdout.isTTY && level !== "silent";
  return pino({
    level,
    transport: pretty
      ? { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } }
      : undefined,
  });
}
