import type { Command } from "commander";
import { type CliIo, runCommand } from "../run-command.js";

export function migrateCommand(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("migrate")
    .description("apply pending database migrations")
    .action(async () => {
      exit(
        await runCommand(
          io,
          async (app) => {
            // Opening the application migrates; this reports where the schema now stands.
            const rows: { name: string }[] = await app.database.dataSource.query(
              "SELECT name FROM migrations ORDER BY id",
            );
            io.out(
              `Database is up to date (${app.database.kind}): ${rows.length} migrations applied`,
            );
            for (const row of rows) io.out(`  ${row.name}`);
            return 0;
          },
          { migrate: true },
        ),
      );
    });
}
