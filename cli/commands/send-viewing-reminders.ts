import type { Command } from "commander";
import { unlessHeld } from "../job-held.js";
import { type CliIo, runCommand } from "../run-command.js";

export function sendViewingRemindersCommand(
  program: Command,
  io: CliIo,
  exit: (code: number) => void,
) {
  program
    .command("send-viewing-reminders")
    .description(
      "e-mails both sides of each confirmed viewing the day before and two hours before (run it from cron every 15 minutes)",
    )
    .action(async () => {
      exit(
        await runCommand(
          io,
          unlessHeld(io, async (app) => {
            const { dayBefore, twoHours } = await app.services.viewings.sendReminders();
            io.out(`${dayBefore} day-before, ${twoHours} two-hour reminder(s) queued`);
            return 0;
          }),
        ),
      );
    });
}
