import type { Command } from "commander";
import { unlessHeld } from "../job-held.js";
import { type CliIo, runCommand } from "../run-command.js";

/** From cron, daily: expired listings leave search by themselves; this mails the confirm links. */
export function expireListingsCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("expire-listings")
    .description(
      "mail a confirm link (once per expiry period) for listings expired or within 7 days of expiring",
    )
    .action(async () => {
      exit(
        await runCommand(
          io,
          unlessHeld(io, async (app) => {
            const s = await app.services.listingFreshness.sendReminders();
            io.out(
              `Listings expired (out of search): ${s.expired}; confirm links mailed: ${s.mailed}; due but without a contact e-mail: ${s.withoutContact}`,
            );
            return 0;
          }),
        ),
      );
    });
}
