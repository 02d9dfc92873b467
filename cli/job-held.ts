import type { Application } from "../src/bootstrap.js";
import { JobHeldError } from "../src/modules/jobs/index.js";
import type { CliIo } from "./run-command.js";

type CommandWork = (app: Application) => Promise<number | undefined>;

/**
 * A cron job that finds another run holding it (decision 36) did nothing and is not a failure:
 * one line naming the holder, and exit 0, so overlapping cron lines never page anyone.
 */
export function unlessHeld(io: CliIo, work: CommandWork): CommandWork {
  return async (app) => {
    try {
      return await work(app);
    } catch (error) {
      if (!(error instanceof JobHeldError)) throw error;
      io.out(error.message);
      return 0;
    }
  };
}
