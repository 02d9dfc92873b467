import { Client } from "pg";
import pino, { type Logger } from "pino";
import { type Application, createApplication } from "../../src/bootstrap.js";
import type { AppConfig } from "../../src/config.js";
import type { Clock } from "../../src/shared/ports.js";
import type { TestApp } from "./test-app.js";

/**
 * A second app process on the test app's database, as another machine would be: its own
 * container (nothing cached), the same database (the embedded one through the app's socket).
 */
export function anotherInstance(
  app: TestApp,
  { config, clock, logger }: { config?: Partial<AppConfig>; clock?: Clock; logger?: Logger } = {},
): Promise<Application> {
  const { url } = app.application.database.dataSource.options as { url?: string };
  return createApplication({ ...app.application.config, databaseUrl: url, ...config }, logger, {
    migrate: false,
    clock,
  });
}

/** A pino logger whose lines the test reads. */
export function capturingLogger(): { logger: Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/**
 * On a PostgreSQL server, holds every write to `table` (reads go on) until released, so that
 * two racing instances both read "nothing there" before either writes: the race made certain,
 * not left to timing. Undefined on the embedded database, a single session that runs the
 * instances' statements one after another anyway.
 */
export async function holdWrites(
  app: TestApp,
  table: string,
): Promise<{ whenWaiting(writers: number): Promise<void>; release(): Promise<void> } | undefined> {
  const { url } = app.application.database.dataSource.options as { url?: string };
  if (!url) return undefined;
  const holder = new Client({ connectionString: url });
  await holder.connect();
  await holder.query(`BEGIN; LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  return {
    async whenWaiting(writers) {
      for (;;) {
        const [{ n }] = (
          await holder.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE relation = $1::regclass AND NOT granted`,
            [table],
          )
        ).rows;
        if (n >= writers) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      await holder.query("COMMIT");
      await holder.end();
    },
  };
}
