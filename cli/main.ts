import "reflect-metadata";
import { CommanderError } from "commander";
import { buildProgram } from "./program.js";
import { consoleIo } from "./run-command.js";

const program = buildProgram(consoleIo, (code) => {
  process.exitCode = code;
});
try {
  await program.parseAsync(process.argv);
} catch (error) {
  // Usage errors (unknown command, missing argument) were already printed by commander.
  process.exitCode = error instanceof CommanderError ? (error.exitCode === 0 ? 0 : 2) : 1;
}
