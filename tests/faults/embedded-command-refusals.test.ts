import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertCliBuilt, startCli } from "../cli/job-runs.js";
import { fillEmbedded } from "../support/database-templates.js";

// An operator command on a DATA_DIR whose embedded database (decision 37) it cannot use, with no
// server running: it refuses in words the operator can act on and leaves the folder as it was.
// Real processes: build/cli/main.js. The commands beside a running server are
// embedded-one-writer.test.ts's.
beforeAll(() => assertCliBuilt());

describe("a command refuses a DATA_DIR it cannot use", () => {
  it("refuses a database whose schema is behind, and tells the operator to migrate", async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-behind-"));
    try {
      // A database the previous release migrated, as new code finds it before its `migrate`.
      await fillEmbedded("previous", fresh);
      const run = await startCli({ DATA_DIR: fresh }, "list-applications").done;
      expect(run.code).toBe(1);
      expect(run.out).toMatch(/schema is behind .* run `npm run cli -- migrate` first/);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("refuses a DATA_DIR without a database, creating none, and names the folder (decision 77)", async () => {
    const missing = path.join(os.tmpdir(), `ofie-missing-${process.pid}-${Date.now()}`);
    const run = await startCli({ DATA_DIR: missing }, "list-applications").done;
    expect(run.code).toBe(1);
    expect(run.out).toContain(`no database in DATA_DIR ${missing}`);
    expect(run.out).toContain("DATABASE_URL may be missing");
    expect(fs.existsSync(missing)).toBe(false);
  });
});
