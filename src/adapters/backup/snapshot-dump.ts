import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { DataSource, QueryRunner } from "typeorm";
import { bool, rowParser, text, timestamp } from "../persistence/row-parser.js";
import type { BackupManifest, SequenceValue, TableEntry } from "./backup-manifest.js";
import { listSequences, listTables, MIGRATIONS_TABLE, quoteIdent } from "./schema-catalogue.js";

/** Rows fetched from a table's cursor at a time: a few MB at most, whatever the table's size. */
const FETCH_ROWS = 1000;

// The snapshot's own reads have fixed shapes; a table's rows do not, and stay PostgreSQL's JSON
// text, never parsed here.
const snapshotRow = rowParser("snapshot", { snapshotAt: timestamp, serverVersion: text });
const migrationRow = rowParser("migration", { name: text });
const lineRow = rowParser("backup line", { line: text });
const sequenceRow = rowParser("sequence", { lastValue: text, isCalled: bool });

/**
 * One snapshot of every table's rows: a REPEATABLE READ transaction sees everything committed
 * before its first statement and nothing after, on the embedded database and on a server alike,
 * while the site goes on writing (decision 74). Rows are written by PostgreSQL itself
 * (row_to_json, read as text) so that no value passes through a JavaScript number or date.
 */
export async function dumpDatabase(
  dataSource: DataSource,
  directory: string,
): Promise<Pick<BackupManifest, "snapshotAt"> & Omit<BackupManifest["database"], "kind">> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [{ snapshotAt, serverVersion }] = snapshotRow.all(
      await runner.query(
        `SELECT now() AS "snapshotAt", current_setting('server_version') AS "serverVersion"`,
      ),
    );
    const migrations = migrationRow.all(
      await runner.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp, id`),
    );
    fs.mkdirSync(directory, { recursive: true });
    const tables: TableEntry[] = [];
    for (const table of await listTables(runner)) {
      tables.push(await dumpTable(runner, table, directory));
    }
    const sequences = await readSequences(runner);
    await runner.query("COMMIT");
    return {
      snapshotAt: snapshotAt.toISOString(),
      serverVersion,
      migrations: migrations.map((row) => row.name),
      tables,
      sequences,
    };
  } catch (error) {
    await runner.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await runner.release();
  }
}

async function dumpTable(runner: QueryRunner, table: string, directory: string) {
  const file = `${encodeURIComponent(table)}.ndjson`;
  const out = fs.createWriteStream(path.join(directory, file));
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  try {
    await runner.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quoteIdent(table)} t`,
    );
    for (;;) {
      const batch = lineRow.all(await runner.query(`FETCH ${FETCH_ROWS} FROM backup_rows`));
      if (batch.length === 0) break;
      // JSON escapes a newline inside a value: one row, one line.
      const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(""));
      hash.update(chunk);
      bytes += chunk.length;
      rows += batch.length;
      if (!out.write(chunk)) await once(out, "drain");
    }
    await runner.query("CLOSE backup_rows");
  } finally {
    out.end();
    await finished(out);
  }
  return { name: table, path: `database/${file}`, rows, bytes, sha256: hash.digest("hex") };
}

/**
 * Sequences are not transactional: a value read here may be past the snapshot's rows, never
 * before them, so a restored site never hands out an id its rows already use.
 */
async function readSequences(runner: QueryRunner): Promise<SequenceValue[]> {
  const values: SequenceValue[] = [];
  for (const name of await listSequences(runner)) {
    const row = sequenceRow.first(
      await runner.query(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quoteIdent(name)}`,
      ),
    );
    if (row) values.push({ name, ...row });
  }
  return values;
}
