import { Client } from "pg";
import { CATALOGUE_CHANNEL } from "../../src/adapters/persistence/catalogue-channel.js";

// A jest worker's shared production server (shared-built-server.ts) keeps one server
// database for all the page test files it runs; each file must find it as a fresh server would.
// Recreating the database from its template would cut the running server's connections, so the
// rows are put back instead: copied once, as the server's first start left them, into a schema
// the app never reads, and copied back in one transaction before each later file.

/** Where the copies live, beside the app's own tables in the same database. */
const SNAPSHOT = "ofie_test_seeded";
/**
 * The reports' hashing secret: the running server keeps it in memory once it has read or made it
 * (ListingReportsService), so it stays in the database through a reset, as the server believes.
 */
const KEPT_SETTINGS = ["reports.reporter_secret"];

/**
 * Copies every table of the database at `url` (a direct connection: PgBouncer in transaction
 * mode would spread the statements over several sessions) and its sequences' values; returns the
 * SQL that puts them back (resetToSnapshot).
 */
export async function takeSnapshot(url: string): Promise<string> {
  return withClient(url, async (db) => {
    await db.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
    try {
      const tables = await tablesInInsertOrder(db);
      await db.query(`CREATE SCHEMA ${SNAPSHOT}`);
      for (const table of tables) {
        await db.query(`CREATE TABLE ${SNAPSHOT}.${ident(table)} AS TABLE public.${ident(table)}`);
      }
      const script = await resetScript(db, tables);
      await db.query("COMMIT");
      return script;
    } catch (error) {
      await db.query("ROLLBACK");
      throw error;
    }
  });
}

/** Puts the database at `url` back as takeSnapshot found it; `script` is what that returned. */
export async function resetToSnapshot(url: string, script: string): Promise<void> {
  await withClient(url, async (db) => {
    try {
      await db.query(script);
    } catch (error) {
      await db.query("ROLLBACK").catch(() => undefined);
      throw new Error(`resetting the shared server's database failed: ${(error as Error).message}`);
    }
  });
}

/**
 * Waits (at most timeoutMs) until the server's photo pipeline has sized the photos the last file
 * uploaded: sizes written after the reset would be files in DATA_DIR that no row names, left for
 * the next file. (Mail needs no wait: without SMTP_URL the server runs no relay.)
 */
export async function waitForQuiet(url: string, timeoutMs: number): Promise<void> {
  await withClient(url, async (db) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await db.query<{ busy: string }>(
        "SELECT count(*) AS busy FROM photos WHERE status = 'waiting' AND next_attempt_at <= now()",
      );
      if (Number(rows[0]?.busy ?? 0) === 0 || Date.now() > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/**
 * The app's tables but the migrations' record, parents before children so that the rows go
 * back in an order their foreign keys accept.
 */
async function tablesInInsertOrder(db: Client): Promise<string[]> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename`,
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const names = tables.map((t) => t.name);
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(bare(child))?.add(bare(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...(parentsOf.get(name) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = names.filter((name) => !placed.has(name));
      throw new Error(`the tables' foreign keys form a cycle: ${left.join(", ")}`);
    }
    for (const name of ready) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/** regclass prints a public table without its schema, and quoted only where it must be. */
function bare(regclass: string): string {
  return regclass.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
}

/**
 * One transaction, one round trip. The app's own triggers are off while the rows go back (a
 * BEFORE INSERT trigger would recompute properties.price_ghs from whatever rate exists by then),
 * and one notification on the read cache's channel replaces the many they would send: the
 * running server empties its cache of visitors' pages as it does on any catalogue write.
 */
async function resetScript(db: Client, tables: string[]): Promise<string> {
  const { rows: columns } = await db.query<{ table: string; names: string }>(
    `SELECT table_name AS table,
            string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS names
       FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER'
      GROUP BY table_name`,
  );
  const columnsOf = new Map(columns.map((c) => [c.table, c.names]));
  const { rows: triggered } = await db.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  );
  const withTriggers = triggered.map((t) => t.name).filter((name) => tables.includes(name));
  const { rows: sequences } = await db.query<{ name: string; value: string | null }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name,
            last_value::text AS value
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  const all = tables.map((t) => `public.${ident(t)}`).join(", ");
  const kept = KEPT_SETTINGS.map(literal).join(", ");
  const hasSettings = tables.includes("settings");
  return [
    "BEGIN",
    // A file's last request may still hold a row lock: wait for it, but not for ever.
    "SET LOCAL lock_timeout = '30s'",
    ...(hasSettings
      ? [
          `CREATE TEMP TABLE ofie_kept_settings ON COMMIT DROP AS
             SELECT * FROM public.settings WHERE key IN (${kept})`,
        ]
      : []),
    ...withTriggers.map((t) => `ALTER TABLE public.${ident(t)} DISABLE TRIGGER USER`),
    `TRUNCATE ${all} RESTART IDENTITY CASCADE`,
    ...tables.map((t) => {
      const names = columnsOf.get(t);
      return `INSERT INTO public.${ident(t)} (${names}) OVERRIDING SYSTEM VALUE
                SELECT ${names} FROM ${SNAPSHOT}.${ident(t)}`;
    }),
    ...(hasSettings
      ? [
          `INSERT INTO public.settings SELECT * FROM ofie_kept_settings
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        ]
      : []),
    ...withTriggers.map((t) => `ALTER TABLE public.${ident(t)} ENABLE TRIGGER USER`),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `ALTER SEQUENCE ${name} RESTART`
        : `SELECT setval(${literal(name)}, ${Number(value)}, true)`,
    ),
    `SELECT pg_notify(${literal(CATALOGUE_CHANNEL)}, '')`,
    "COMMIT",
  ].join(";\n");
}

async function withClient<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
