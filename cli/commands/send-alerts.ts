import type { Command } from "commander";
import { unlessHeld } from "../job-held.js";
import { type CliIo, CliUsageError, runCommand } from "../run-command.js";

export function sendAlertsCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("send-alerts")
    .description("e-mails the due daily and weekly saved-search digests (run it from cron)")
    .option("--frequency <daily|weekly>", "only this frequency's digests")
    .action(async (options: { frequency?: string }) => {
      exit(
        await runCommand(
          io,
          unlessHeld(io, async (app) => {
            const only = options.frequency;
            if (only !== undefined && only !== "daily" && only !== "weekly") {
              throw new CliUsageError(`--frequency must be daily or weekly, not "${only}"`);
            }
            for (const o of await app.services.alerts.sendDigests(only)) {
              io.out(
                `${o.frequency}: ${o.due} due, ${o.mailed} mailed, ${o.listings} listing(s)${o.skipped ? `, ${o.skipped} skipped (filters no longer valid)` : ""}`,
              );
            }
            return 0;
          }),
        ),
      );
    });
}
