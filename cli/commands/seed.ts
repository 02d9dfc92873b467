import { SingleBar } from "cli-progress";
import type { Command } from "commander";
import { seedDatabase, seedSyntheticProperties } from "../../seeds/seed-database.js";
import { JobHeldError } from "../../src/modules/jobs/index.js";
import { type CliIo, CliUsageError, runCommand } from "../run-command.js";

export function seedCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("seed")
    .description("load the Ghana seed data (idempotent); --count N adds N synthetic properties")
    .option("--count <n>", "synthetic properties to generate for scale tests", "0")
    .action(async (options: { count: string }) => {
      exit(
        await runCommand(
          io,
          async (app) => {
            if (!/^\d{1,7}$/.test(options.count)) {
              throw new CliUsageError(
                `--count must be a whole number from 0, not "${options.count}"`,
              );
            }
            const count = Number(options.count);
            const summary = await seedDatabase(app.database.dataSource);
            for (const [what, counts] of Object.entries(summary)) {
              io.out(`${what}: ${JSON.stringify(counts)}`);
            }
            if (count > 0) {
              const bar = new SingleBar({
                format: "synthetic properties [{bar}] {value}/{total} ({percentage}%) {eta}s left",
                stream: process.stderr,
              });
              bar.start(count, 0);
              await seedSyntheticProperties(app.database.dataSource, count, (done) =>
                bar.update(done),
              );
              bar.stop();
              io.out(`synthetic properties: ${count} added`);
            }
            // The guide's kept figures count the seeded listings at once (decision 70).
            try {
              const guide = await app.services.priceGuide.refresh();
              io.out(`price guide: ${guide.groups} groups from ${guide.listings} listings`);
            } catch (error) {
              if (!(error instanceof JobHeldError)) throw error;
              io.out(`price guide: ${error.message}`);
            }
            return 0;
          },
          { migrate: true },
        ),
      );
    });
}
