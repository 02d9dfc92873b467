import type { EntityManager } from "typeorm";
import { bool, nullable, rowParser, text, textArray } from "../row-parser.js";

// What doctor reads of the schema, from PostgreSQL's catalogue: the same on any version.

export interface KeyConstraint {
  table: string;
  columns: string[];
  /** The sequence that numbers a single integer key column, if any: such rows can be renumbered. */
  sequence: string | null;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
  /** Every column nullable and ON DELETE SET NULL: an orphan's reference can simply be cleared. */
  clearable: boolean;
}

const keyConstraintRow = rowParser("key constraint", {
  table: text,
  columns: textArray,
  sequence: nullable(text),
});
const foreignKeyRow = rowParser("foreign key", {
  name: text,
  table: text,
  parent: text,
  columns: textArray,
  parentColumns: textArray,
  clearable: bool,
});

export async function keyConstraints(m: EntityManager): Promise<KeyConstraint[]> {
  const rows: unknown[] = await m.query(`
    SELECT format('%I', t.relname) AS table,
           array_agg(format('%I', a.attname) ORDER BY k.ord) AS columns,
           CASE WHEN count(*) = 1 THEN pg_get_serial_sequence(format('%I', t.relname), min(a.attname)) END AS sequence
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      CROSS JOIN unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
     WHERE c.contype IN ('p', 'u') AND t.relnamespace = 'public'::regnamespace
     GROUP BY c.oid, t.relname, c.contype
     ORDER BY t.relname, c.contype`);
  return keyConstraintRow.all(rows);
}

export async function foreignKeys(m: EntityManager): Promise<ForeignKey[]> {
  const rows: unknown[] = await m.query(`
    SELECT c.conname AS name, format('%I', t.relname) AS table, format('%I', p.relname) AS parent,
           (SELECT array_agg(format('%I', a.attname) ORDER BY k.ord)
              FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
           (SELECT array_agg(format('%I', a.attname) ORDER BY k.ord)
              FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "parentColumns",
           c.confdeltype = 'n' AS clearable
      FROM pg_constraint c
      JOIN pg_class t ON t.oid = c.conrelid
      JOIN pg_class p ON p.oid = c.confrelid
     WHERE c.contype = 'f' AND t.relnamespace = 'public'::regnamespace
     ORDER BY t.relname, c.conname`);
  return foreignKeyRow.all(rows);
}

/** Rows a unique key binds: NULLs never clash with each other (unique columns may hold many). */
export function allSet(columns: readonly string[], alias = ""): string {
  return columns.map((c) => `${alias}${c} IS NOT NULL`).join(" AND ");
}

export function orphansOf(fk: ForeignKey): string {
  const set = allSet(fk.columns, "c.");
  const match = fk.columns.map((c, i) => `p.${fk.parentColumns[i]} = c.${c}`).join(" AND ");
  return `${fk.table} c WHERE ${set} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${match})`;
}

export async function hasColumn(m: EntityManager, table: string, column: string): Promise<boolean> {
  const rows: unknown[] = await m.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND column_name = $2`,
    [table.replace(/"/g, ""), column],
  );
  return rows.length > 0;
}
