import type { QueryRunner } from "typeorm";
import type { Logger } from "../../shared/ports.js";
import { nullable, rowParser, text, textArray } from "./row-parser.js";

const databaseRow = rowParser("database settings", {
  name: text,
  settings: nullable(textArray),
});

/**
 * Settings for every session on a PostgreSQL server (decision 31), kept as the database's own
 * defaults (decision 59): a transaction pooler refuses startup options, and a session SET would
 * stay on whichever server connection the pooler lends next. JIT compiles a query whose
 * estimated cost is high, which a search of a million listings can reach: 20 ms spent compiling
 * a query that then runs for a few. A 16 MB work_mem keeps the bitmap of a broad filter exact
 * (at 4 MB it turned lossy and every row of its pages was rechecked).
 */
export const DATABASE_DEFAULTS = { jit: "off", work_mem: "16MB" } as const;

/**
 * Gives the database each default it has no value of its own for, at every migrating start,
 * not once in a migration: `CREATE DATABASE … TEMPLATE` and a restore of a plain pg_dump leave
 * them behind. An operator's own value (`ALTER DATABASE ofie SET work_mem = '64MB'`) is kept.
 * They apply to sessions that start afterwards; the migrating session sets them on itself, as
 * the only one the pool has opened by then. Without the owner's right to ALTER DATABASE, the
 * start goes on and a warning gives the statement to run.
 */
export async function ensureDatabaseDefaults(runner: QueryRunner, logger: Logger): Promise<void> {
  const [{ name, settings }] = databaseRow.all(
    await runner.query(
      `SELECT current_database() AS name,
              (SELECT s.setconfig FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
                WHERE d.datname = current_database() AND s.setrole = 0) AS settings`,
    ),
  );
  const missing = Object.entries(DATABASE_DEFAULTS).filter(
    ([setting]) => !settings?.some((entry) => entry.startsWith(`${setting}=`)),
  );
  if (missing.length === 0) return;
  const database = `"${name.replaceAll('"', '""')}"`;
  const statements = missing.map(
    ([setting, value]) => `ALTER DATABASE ${database} SET ${setting} = '${value}'`,
  );
  try {
    for (const statement of statements) await runner.query(statement);
  } catch (error) {
    if ((error as { code?: string }).code !== "42501") throw error;
    logger.warn(
      { statements },
      "database defaults: not the database's owner, so the search runs without them; have its owner run these (decision 59)",
    );
    return;
  }
  for (const [setting, value] of missing) await runner.query(`SET ${setting} = '${value}'`);
  logger.info({ database: name, set: Object.fromEntries(missing) }, "database defaults: set");
}
