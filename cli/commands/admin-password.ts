import type { Command } from "commander";
import { operatorActor } from "../../src/shared/actor.js";
import { type CliIo, operator, runCommand } from "../run-command.js";

export function adminPasswordCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("admin-password")
    .description("set the administrator password (generates and prints one without --password)")
    .option("--password <password>", "the new password (at least 12 characters)")
    .action(async (options: { password?: string }) => {
      exit(
        await runCommand(io, async (app) => {
          const password = await app.services.adminAuth.setPassword(
            options.password,
            operatorActor(operator()),
          );
          io.out(
            options.password
              ? "Administrator password updated."
              : `New administrator password: ${password}`,
          );
          return 0;
        }),
      );
    });
}
