import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { DataSource, QueryRunner } from "typeorm";
import { rowParser, text } from "../persistence/row-parser.js";
import type { BackupManifest, TableEntry } from "./backup-manifest.js";
import { listTables, quoteIdent } from "./schema-catalogue.js";

/** Rows sent in one INSERT: bounded by count and by size, whatever a row holds. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 4 * 1024 * 1024;

const foreignKeyRow = rowParser("foreign key", { table: text, name: text, definition: text });
const columnRow = rowParser("column", { name: text });

/**
 * Loads a backup's rows into a database just migrated to the backup's level, in one transaction:
 * what the migrations inserted is replaced by the backup's own rows; foreign keys are dropped and
 * made again afterwards (which checks every row against them, as pg_restore does), so no table
 * order matters; the tables' own triggers are off while loading, since the rows already hold what
 * they would compute. Needs only the tables' owner, not a superuser. Then the sequences.
 */
export async function loadDatabase(
  dataSource: DataSource,
  directory: string,
  database: BackupManifest["database"],
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("BEGIN");
    const tables = await listTables(runner);
    const expected = database.tables.map((table) => table.name).sort();
    if (tables.join(",") !== expected.join(",")) {
      throw new Error(
        `the tables this version makes at the backup's migrations (${tables.join(", ")}) are not the backup's (${expected.join(", ")})`,
      );
    }
    if (tables.length > 0) await runner.query(`TRUNCATE ${tables.map(quoteIdent).join(", ")}`);
    const foreignKeys = foreignKeyRow.all(
      await runner.query(
        `SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
      ),
    );
    for (const key of foreignKeys) {
      await runner.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdent(key.name)}`);
    }
    for (const table of database.tables) await loadTable(runner, directory, table);
    for (const key of foreignKeys) {
      await runner.query(
        `ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
      );
    }
    for (const sequence of database.sequences) {
      await runner.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        quoteIdent(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await runner.query("COMMIT");
  } catch (error) {
    await runner.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await runner.release();
  }
}

async function loadTable(runner: QueryRunner, directory: string, table: TableEntry) {
  const name = quoteIdent(table.name);
  // Generated columns are computed again from the others; a value given for one is refused.
  const rows: unknown[] = await runner.query(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [name],
  );
  const list = columnRow
    .all(rows)
    .map((column) => quoteIdent(column.name))
    .join(", ");
  const insert = `INSERT INTO ${name} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${name}, $1::json)`;
  await runner.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  let batch: string[] = [];
  let size = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // The lines are PostgreSQL's own JSON, joined as an array without being parsed here.
    await runner.query(insert, [`[${batch.join(",")}]`]);
    loaded += batch.length;
    batch = [];
    size = 0;
  };
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(directory, table.path)),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    size += line.length;
    if (batch.length >= INSERT_ROWS || size >= INSERT_BYTES) await flush();
  }
  await flush();
  await runner.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  if (loaded !== table.rows) {
    throw new Error(`${table.name}: loaded ${loaded} rows, the backup lists ${table.rows}`);
  }
}
