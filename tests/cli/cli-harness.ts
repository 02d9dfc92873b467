import { buildProgram } from "../../cli/program.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import type { DatabaseTemplate } from "../support/database-templates.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

/**
 * Gives the file its own database and points the CLI at it through the environment, as an
 * operator's shell would; the environment is restored afterwards.
 */
export function withCliDatabase(
  env: Record<string, string> = {},
  template?: DatabaseTemplate,
): void {
  let database: TestDatabase;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    database = await createTestDatabase(template ? { template } : undefined);
    process.env.DATA_DIR = database.dataDir;
    Object.assign(process.env, database.env);
    Object.assign(process.env, { ADMIN_PASSWORD: "", LOG_LEVEL: "silent", ...env });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await database.dispose();
  });
}

/** Runs one command line as an operator would, capturing what it prints and its exit code. */
export async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let code = 0;
  const program = buildProgram({ out: (l) => out.push(l), err: (l) => err.push(l) }, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(["node", "ofie", ...args]);
  } catch {
    code = 2;
  }
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** SQL between commands, on the CLI's database (PGlite allows one open application at a time). */
export async function sql<T = Record<string, unknown>>(
  query: string,
  params?: unknown[],
): Promise<T[]> {
  const app = await createApplication(loadConfig({ ...process.env, LOG_LEVEL: "silent" }));
  try {
    return await app.database.dataSource.query(query, params);
  } finally {
    await app.close();
  }
}
