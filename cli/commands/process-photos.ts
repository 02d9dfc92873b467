import type { Command } from "commander";
import { type CliIo, runCommand } from "../run-command.js";

/**
 * One photo pipeline pass by hand (decision 50): the running server's worker does the same at
 * each upload. For photos queued while no server ran, or by a machine that has since gone.
 */
export function processPhotosCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("process-photos")
    .description(
      "moves uploads from before the photo pipeline into it, makes the WebP sizes of every photo waiting for them, and prints what happened",
    )
    .action(async () => {
      exit(
        await runCommand(io, async (app) => {
          const moved = await app.services.oldUploads.adoptWaiting();
          const { ready, retried, failed } = await app.services.photos.processWaiting();
          const waiting = await app.services.photos.countWaiting();
          const old = await app.services.oldUploads.counts();
          io.out(`made ${ready}, retry later ${retried}, failed ${failed}; ${waiting} waiting`);
          if (old.adopted + old.missing + old.unreadable + old.waiting > 0) {
            io.out(
              `uploads from before the photo pipeline: moved in ${old.adopted} (${moved.adopted} now), missing ${old.missing}, not a picture ${old.unreadable}, still to move ${old.waiting}`,
            );
          }
          return failed + old.missing + old.unreadable > 0 ? 1 : 0;
        }),
      );
    });
}
