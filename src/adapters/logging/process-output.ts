import { format, stripVTControlCharacters } from "node:util";
import type { Logger } from "pino";

type ConsoleMethod = "log" | "info" | "debug" | "trace" | "warn" | "error";
const LEVEL_OF: Record<ConsoleMethod, "info" | "debug" | "warn" | "error"> = {
  log: "info",
  info: "info",
  debug: "debug",
  trace: "debug",
  warn: "warn",
  error: "error",
};

/**
 * Whatever else would reach stdout or stderr as free text becomes a line of the log (decision
 * 75): Node's warnings (a deprecation, the AWS SDK's notice about Node versions, which Node
 * prints over several lines), libraries' console calls (Vike prints a page's error with its
 * stack), and an uncaught exception or unhandled rejection, after which the process still ends
 * with code 1 as Node would end it. For the server's and the CLI's entry points only: a test
 * runner's console is not ours to take.
 */
export function sendProcessOutputTo(logger: Logger): void {
  // Node's own listener prints the warning as text; the log line replaces it.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => {
    logger.warn({ err: warning }, `${warning.name}: ${firstLine(warning.message)}`);
  });
  process.on("uncaughtException", (error, origin) => {
    logger.fatal({ err: error, origin }, "uncaught exception: stopping");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => {
    logger.fatal({ err: reason }, "unhandled promise rejection: stopping");
    process.exit(1);
  });
  for (const method of Object.keys(LEVEL_OF) as ConsoleMethod[]) {
    const level = LEVEL_OF[method];
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const text = stripVTControlCharacters(
        rest.length > 0 ? format(...rest) : (error?.message ?? ""),
      );
      if (error) logger[level]({ err: error }, text);
      else logger[level](text);
    };
  }
}

function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? text;
}
