import type { Command } from "commander";
import { type CliIo, runCommand } from "../run-command.js";

/**
 * One photo pipeline pass by hand (decision 50): the running server's worker does the same at
 * each upload. For photos queued while no server ran, or by a machine that has since gone.
 */
export function processPhotosCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("process-photos")
    .description("makes the WebP sizes of every photo waiting for them, and prints what happened")
    .action(async () => {
      exit(
        await runCommand(io, async (app) => {
          const { ready, retried, failed } = await app.services.photos.processWaiting();
          const waiting = await app.services.photos.countWaiting();
          io.out(`made ${ready}, retry later ${retried}, failed ${failed}; ${waiting} waiting`);
          return failed > 0 ? 1 : 0;
        }),
      );
    });
}
