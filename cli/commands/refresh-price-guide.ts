import type { Command } from "commander";
import { figuresDates } from "../../src/modules/price-guide/index.js";
import { unlessHeld } from "../job-held.js";
import { type CliIo, runCommand } from "../run-command.js";

/** From cron, daily: the guide and the property pages' bands read the figures this keeps (decision 70). */
export function refreshPriceGuideCommand(
  program: Command,
  io: CliIo,
  exit: (code: number) => void,
) {
  program
    .command("refresh-price-guide")
    .description("recompute the price guide's figures from the last six months' listings")
    .action(async () => {
      exit(
        await runCommand(
          io,
          unlessHeld(io, async (app) => {
            const started = performance.now();
            const r = await app.services.priceGuide.refresh();
            const ms = Math.round(performance.now() - started);
            io.out(
              `Price guide refreshed in ${ms} ms: ${r.groups} groups (${r.shown} with enough listings to show) from ${r.listings} listings`,
            );
            io.out(`${figuresDates(r.since, r.until, r.computedAt)}.`);
            return 0;
          }),
        ),
      );
    });
}
