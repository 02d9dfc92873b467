import type { QueryRunner } from "typeorm";
import { rowParser, text } from "../persistence/row-parser.js";

const nameRow = rowParser("catalogue name", { name: text });

/** TypeORM's own record of the migrations run: made by migrating, never copied. */
export const MIGRATIONS_TABLE = "migrations";

/** A name as SQL writes it, quoted: table names come from the catalogue, not from a person. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The app's tables in the public schema (partitions' rows belong to their parent), by name. */
export async function listTables(runner: QueryRunner): Promise<string[]> {
  const rows: unknown[] = await runner.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname <> $1
      ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return nameRow.all(rows).map((row) => row.name);
}

/** Every sequence in the public schema: the serial ids' and any other. */
export async function listSequences(runner: QueryRunner): Promise<string[]> {
  const rows: unknown[] = await runner.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return nameRow.all(rows).map((row) => row.name);
}
