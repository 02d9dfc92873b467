import type { Command } from "commander";
import { type CliIo, runCommand } from "../run-command.js";

/** One relay pass by hand (decision 35): the running server's relay does the same every 2 s. */
export function sendMailCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("send-mail")
    .description("sends the outbox's due mail through SMTP_URL once, and prints what happened")
    .action(async () => {
      exit(
        await runCommand(io, async (app) => {
          const relay = app.services.mailRelay;
          if (!relay.canSend) {
            const waiting = await relay.countWaiting();
            io.out(
              `SMTP_URL is not set: nothing can be sent; ${waiting} mail(s) waiting in the outbox`,
            );
            return 0;
          }
          const { sent, retried, failed } = await relay.relayDue();
          io.out(`sent ${sent}, retry later ${retried}, failed ${failed}`);
          return 0;
        }),
      );
    });
}
