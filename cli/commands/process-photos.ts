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
      "moves uploads from before the photo pipeline into it, makes the WebP sizes of every photo waiting for them, cleans videos stored before their metadata was taken out, and prints what happened",
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
          const cleaning = await app.services.oldVideos.cleanWaiting();
          const videos = await app.services.oldVideos.counts();
          if (cleaning.cleanerMissing) io.err("ffmpeg cannot be run: old videos stay unserved");
          if (videos.cleaned + videos.missing + videos.unreadable + videos.waiting > 0) {
            io.out(
              `videos from before their metadata was taken out: cleaned ${videos.cleaned} (${cleaning.cleaned} now), missing ${videos.missing}, not readable ${videos.unreadable}, still to clean ${videos.waiting}`,
            );
          }
          const leftOut = old.missing + old.unreadable + videos.missing + videos.unreadable;
          return failed + leftOut > 0 || cleaning.cleanerMissing ? 1 : 0;
        }),
      );
    });
}
