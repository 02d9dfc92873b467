import type { Command } from "commander";
import { operatorActor } from "../../src/shared/actor.js";
import { type CliIo, operator, runCommand } from "../run-command.js";

/** `set-rate 15.4`: cedis per US dollar from today; dollar listings are repriced in cedis at once. */
export function setRateCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("set-rate <ghsPerUsd>")
    .description("set today's rate in GH₵ per US$1 (e.g. 15.4): the dated dollar equivalents shown")
    .action(async (ghsPerUsd: string) => {
      exit(
        await runCommand(io, async (app) => {
          const set = await app.services.money.setRate(ghsPerUsd.trim(), operatorActor(operator()));
          io.out(`Rate set: GH₵${set.rate} per US$1, dated ${set.rateDate}.`);
          io.out(`${set.repriced} dollar listing(s) repriced in cedis for search and sort.`);
          return 0;
        }),
      );
    });
}
