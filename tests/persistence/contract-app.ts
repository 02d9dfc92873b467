import { startTestApp, type TestApp } from "../support/test-app.js";

/**
 * The file's app on this run's database (PGlite or a PostgreSQL server), started once, emptied
 * before each test and closed after the file; `use` receives it once started.
 */
export function withContractApp(use: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app?.reset();
  });
}
