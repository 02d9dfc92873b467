import "../src/env-file-loaded.js";
import "reflect-metadata";
import { CommanderError } from "commander";
import { createLogger, logsArePretty } from "../src/adapters/logging/logger.js";
import { sendProcessOutputTo } from "../src/adapters/logging/process-output.js";
import { buildProgram } from "./program.js";
import { consoleIo } from "./run-command.js";

// The command's answer (tables, "Administrator password updated.") is for the operator; any
// other output (a warning, a library's console, a crash) is a JSON log line (decision 75).
const logLevel = process.env.LOG_LEVEL || "warn";
const production = process.env.NODE_ENV === "production";
try {
  if (!logsArePretty(logLevel, production)) sendProcessOutputTo(createLogger(logLevel, production));
} catch (error) {
  process.stderr.write(`Error: ${(error as Error).message}\n`);
  process.exit(2);
}

const program = buildProgram(consoleIo, (code) => {
  process.exitCode = code;
});
try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Usage errors (unknown command, missing argument) were already printed by commander.
  process.exitCode = error instanceof CommanderError ? (error.exitCode === 0 ? 0 : 2) : 1;
}
