import type { DataSource, EntityManager } from "typeorm";
import { UPLOAD_URL_COLUMNS } from "../../modules/photos/sql-old-upload-register.js";
import { int, jsonObject, nullable, rowParser, text } from "../row-parser.js";
import { allSet, foreignKeys, hasColumn, keyConstraints, orphansOf } from "./doctor-catalogue.js";

/** One thing that would stop a migration or an upgrade, in words an operator acts on. */
export interface Finding {
  what: string;
  /** Whether `doctor --repair` puts it right; otherwise a person must. */
  repairable: boolean;
}

/** Whether the uploads store (DATA_DIR/uploads or the bucket) holds a file of this name. */
export type UploadExists = (name: string) => Promise<boolean>;

const OLD_UPLOAD_URL = "^/uploads/[a-f0-9]{32}\\.(jpg|jpeg|png|webp|gif|avif)$";

const duplicatesRow = rowParser("duplicate keys", { keys: int, extra: int });
/** A key's highest value and its sequence's last: an int8 comes as text, compared as a number. */
const numberingRow = rowParser("key numbering", { top: nullable(int), next: int });
const countRow = rowParser("doctor count", { n: int });
const ctidRow = rowParser("row's place", { ctid: text });
const keptRow = rowParser("duplicate's old row", { row: jsonObject });
const renumberedRow = rowParser("renumbered key", { key: text });
const orphanRow = rowParser("orphan", { ctid: text, row: jsonObject });
const urlRow = rowParser("old upload", { url: text });

/**
 * Reads a database as it is, before or after the migrations (decision 73): a damaged
 * index (two processes that once wrote one embedded DATA_DIR) can hide duplicate keys that only
 * a migration rebuilding the table finds, so every read here scans the tables, never an index.
 */
export async function examine(dataSource: DataSource, exists: UploadExists): Promise<Finding[]> {
  return scanning(dataSource, async (m) => {
    const findings: Finding[] = [];
    for (const key of await keyConstraints(m)) {
      const [row] = duplicatesRow.all(
        await m.query(
          `SELECT count(*)::int AS keys, coalesce(sum(n - 1), 0)::int AS extra
             FROM (SELECT count(*) AS n FROM ${key.table} WHERE ${allSet(key.columns)}
                    GROUP BY ${key.columns.join(", ")} HAVING count(*) > 1) d`,
        ),
      );
      if (row.keys > 0) {
        findings.push({
          what: `${key.table}: ${row.keys} value(s) of ${key.columns.join(", ")} are each held by more than one row (${row.extra} row(s) too many); a migration that rebuilds the table stops on this`,
          repairable: true,
        });
      }
      if (key.sequence) {
        const [behind] = numberingRow.all(
          await m.query(
            `SELECT max(${key.columns[0]}) AS top, (SELECT last_value FROM ${key.sequence}) AS next
               FROM ${key.table}`,
          ),
        );
        if (behind.top !== null && behind.top > behind.next) {
          findings.push({
            what: `${key.table}: its numbering (${key.sequence}) is at ${behind.next} but rows go up to ${behind.top}, so new rows would collide`,
            repairable: true,
          });
        }
      }
    }
    for (const fk of await foreignKeys(m)) {
      const [row] = countRow.all(await m.query(`SELECT count(*)::int AS n FROM ${orphansOf(fk)}`));
      if (row.n > 0) {
        findings.push({
          what: `${fk.table}: ${row.n} row(s) point with ${fk.columns.join(", ")} at a ${fk.parent} row that does not exist`,
          repairable: true,
        });
      }
    }
    const missing: string[] = [];
    for (const name of await oldUploadNames(m)) if (!(await exists(name))) missing.push(name);
    if (await hasColumn(m, "old_uploads", "status")) {
      const [lost] = countRow.all(
        await m.query(`SELECT count(*)::int AS n FROM old_uploads WHERE status = 'unreadable'`),
      );
      if (lost.n > 0) {
        findings.push({
          what: `${lost.n} old upload(s) are not readable pictures and were left out of the photo pipeline (see old_uploads.problem): they answer 404`,
          repairable: false,
        });
      }
    }
    if (await hasColumn(m, "old_videos", "status")) {
      const [held] = countRow.all(
        await m.query(`SELECT count(*)::int AS n FROM old_videos WHERE status = 'unreadable'`),
      );
      if (held.n > 0) {
        findings.push({
          what: `${held.n} video(s) stored before their metadata was taken out could not be read by ffmpeg (see old_videos.problem): they are kept but answer 404, since they may say where they were filmed`,
          repairable: false,
        });
      }
    }
    if (missing.length > 0) {
      findings.push({
        what: `${missing.length} old upload(s) that rows still show are not in the uploads store (e.g. ${missing.slice(0, 3).join(", ")}): their pictures answer 404 until the owner uploads them again`,
        repairable: false,
      });
    }
    return findings;
  });
}

/**
 * Puts right what `examine` finds repairable, in one transaction, and records every change in
 * `doctor_repairs` with the row's old values: nothing is deleted without a copy kept.
 * - duplicate keys: the oldest row (by created_at, else by its place in the table) keeps its key;
 *   each other row of a numbered table gets the next number, and rows of other tables are moved
 *   into `doctor_repairs`. References to the key stay with the row that kept it.
 * - numbering behind: moved past the highest key.
 * - orphans: a reference that may be empty (ON DELETE SET NULL) is cleared; a row that cannot
 *   live without its parent is moved into `doctor_repairs`.
 * Then each repaired table's indexes are rebuilt, which fails (and rolls it all back) if any
 * duplicate remained.
 */
export async function repair(dataSource: DataSource): Promise<string[]> {
  return scanning(dataSource, async (m) => {
    await m.query(`
      CREATE TABLE IF NOT EXISTS doctor_repairs (
        id serial PRIMARY KEY,
        table_name text NOT NULL,
        action text NOT NULL,
        old_row jsonb NOT NULL,
        new_key text,
        done_at timestamptz NOT NULL DEFAULT now()
      )`);
    const done: string[] = [];
    const touched = new Set<string>();
    for (const key of await keyConstraints(m)) {
      if (key.table === "doctor_repairs") continue;
      const order = (await hasColumn(m, key.table, "created_at")) ? "created_at, ctid" : "ctid";
      const extras = ctidRow.all(
        await m.query(
          `SELECT ctid::text FROM (
             SELECT ctid, row_number() OVER (PARTITION BY ${key.columns.join(", ")} ORDER BY ${order}) AS n
               FROM ${key.table} WHERE ${allSet(key.columns)}) ranked
            WHERE n > 1`,
        ),
      );
      if (key.sequence) {
        await m.query(
          `SELECT setval('${key.sequence}', greatest((SELECT max(${key.columns[0]}) FROM ${key.table}), (SELECT last_value FROM ${key.sequence})))`,
        );
      }
      for (const { ctid } of extras) {
        const [old] = keptRow.all(
          await m.query(`SELECT to_jsonb(t) AS row FROM ${key.table} t WHERE ctid = $1::tid`, [
            ctid,
          ]),
        );
        if (key.sequence) {
          const [renumbered] = renumberedRow.all(
            await m.query(
              `WITH u AS (UPDATE ${key.table} SET ${key.columns[0]} = nextval('${key.sequence}')
                           WHERE ctid = $1::tid RETURNING ${key.columns[0]} AS key)
               SELECT key::text FROM u`,
              [ctid],
            ),
          );
          await record(m, key.table, "renumbered a duplicate key", old.row, renumbered.key);
          done.push(
            `${key.table}: a second row with ${key.columns[0]} ${old.row[key.columns[0]]} is now ${renumbered.key}`,
          );
        } else {
          await record(m, key.table, "moved a duplicate key's row", old.row, null);
          await m.query(`DELETE FROM ${key.table} WHERE ctid = $1::tid`, [ctid]);
          done.push(`${key.table}: moved a second row of one key into doctor_repairs`);
        }
        touched.add(key.table);
      }
    }
    for (const fk of await foreignKeys(m)) {
      const orphans = orphanRow.all(
        await m.query(`SELECT c.ctid::text, to_jsonb(c) AS row FROM ${orphansOf(fk)}`),
      );
      for (const { ctid, row } of orphans) {
        if (fk.clearable) {
          await m.query(
            `UPDATE ${fk.table} SET ${fk.columns.map((c) => `${c} = NULL`).join(", ")} WHERE ctid = $1::tid`,
            [ctid],
          );
          await record(
            m,
            fk.table,
            `cleared ${fk.columns.join(", ")} (no such ${fk.parent})`,
            row,
            null,
          );
        } else {
          await record(m, fk.table, `moved: its ${fk.parent} does not exist`, row, null);
          await m.query(`DELETE FROM ${fk.table} WHERE ctid = $1::tid`, [ctid]);
        }
        touched.add(fk.table);
      }
      if (orphans.length > 0) {
        done.push(
          `${fk.table}: ${orphans.length} row(s) pointing at a missing ${fk.parent} ${fk.clearable ? "no longer point at it" : "moved into doctor_repairs"}`,
        );
      }
    }
    for (const table of touched) await m.query(`REINDEX TABLE ${table}`);
    return done;
  });
}

async function record(
  m: EntityManager,
  table: string,
  action: string,
  row: unknown,
  newKey: string | null,
): Promise<void> {
  await m.query(
    `INSERT INTO doctor_repairs (table_name, action, old_row, new_key) VALUES ($1, $2, $3, $4)`,
    [table, action, JSON.stringify(row), newKey],
  );
}

/** In one transaction whose reads scan tables rather than trust their indexes. */
function scanning<T>(dataSource: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (m) => {
    for (const setting of ["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"]) {
      await m.query(`SET LOCAL ${setting} = off`);
    }
    return work(m);
  });
}

/** The old-style upload names rows point at, in whichever of the holders this schema has. */
async function oldUploadNames(m: EntityManager): Promise<string[]> {
  const selects: string[] = [];
  for (const { table, column, array } of UPLOAD_URL_COLUMNS) {
    if (await hasColumn(m, table, column)) {
      selects.push(
        array ? `SELECT unnest(${column}) FROM ${table}` : `SELECT ${column} FROM ${table}`,
      );
    }
  }
  if (selects.length === 0) return [];
  const rows: unknown[] = await m.query(
    `SELECT DISTINCT url FROM (${selects.join(" UNION ")}) AS held(url)
      WHERE url ~ '${OLD_UPLOAD_URL}' ORDER BY url`,
  );
  return urlRow.all(rows).map((row) => row.url.slice("/uploads/".length));
}
