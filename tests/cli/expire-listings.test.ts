import { buildProgram } from "../../cli/program.js";
import { seedDatabase } from "../../seeds/seed-database.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

let database: TestDatabase;
const savedEnv = { ...process.env };

beforeAll(async () => {
  database = await createTestDatabase({ template: "migrated" });
  process.env.DATA_DIR = database.dataDir;
  if (database.databaseUrl) process.env.DATABASE_URL = database.databaseUrl;
  process.env.ADMIN_PASSWORD = "test-admin-password";
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = "https://ofie.example";
});
afterAll(async () => {
  process.env = savedEnv;
  await database.dispose();
});

async function cli(...args: string[]) {
  const out: string[] = [];
  let code = 0;
  const program = buildProgram({ out: (l) => out.push(l), err: (l) => out.push(l) }, (c) => {
    code = c;
  });
  await program.parseAsync(["node", "ofie", ...args]);
  return { code, out: out.join("\n") };
}

/** Opens the database between commands (PGlite allows one process at a time). */
async function sql<T>(query: string): Promise<T[]> {
  const app = await createApplication(loadConfig({ ...process.env }));
  try {
    return await app.database.dataSource.query(query);
  } finally {
    await app.close();
  }
}

describe("cli expire-listings", () => {
  it("mails each due seeded listing's agent one confirm link and prints the counts", async () => {
    const app = await createApplication(loadConfig({ ...process.env }));
    await seedDatabase(app.database.dataSource);
    await app.close();

    const first = await cli("expire-listings");
    expect(first).toEqual({
      code: 0,
      out: "Listings expired (out of search): 4; confirm links mailed: 5; due but without a contact e-mail: 0",
    });
    const mails = await sql<{ subject: string; body: string }>(
      "SELECT subject, body FROM mail_outbox ORDER BY id",
    );
    expect(mails).toHaveLength(5);
    expect(mails.map((m) => m.subject)).toContain(
      'Is "3 Bedroom House in Lamashegu" still available?',
    );
    for (const m of mails)
      expect(m.body).toMatch(/https:\/\/ofie\.example\/listings\/confirm\/[\w-]{43}/);

    const second = await cli("expire-listings");
    expect(second.out).toContain("confirm links mailed: 0;");
    expect(await sql("SELECT id FROM mail_outbox")).toHaveLength(5);
  });
});
