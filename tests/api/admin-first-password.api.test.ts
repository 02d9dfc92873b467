import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import supertest from "supertest";
import { createHttpApp } from "../../src/adapters/http/app.js";
import { createApplication } from "../../src/bootstrap.js";
import { loadConfig } from "../../src/config.js";
import { createTestDatabase, type TestDatabase } from "../support/test-database.js";

// Nothing secret in a log: the password a first start generates goes to a file only the
// server's user may read, and the log says where, never what.

let database: TestDatabase;
afterAll(() => database?.dispose());

it("writes a generated administrator password to DATA_DIR/admin-password.txt (mode 600), and only the file's name to the log", async () => {
  database = await createTestDatabase();
  const written: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void written.push(line) });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    DATA_DIR: database.dataDir,
    ...database.env,
  });
  const application = await createApplication(config, logger);
  try {
    const file = path.join(database.dataDir, "admin-password.txt");
    const password = fs.readFileSync(file, "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const log = written.join("");
    expect(log).not.toContain(password);
    expect(log).toContain(JSON.stringify(file));

    const koa = createHttpApp(application);
    await supertest(koa.callback()).post("/api/admin/login").send({ password }).expect(200);
  } finally {
    await application.close();
  }
});
