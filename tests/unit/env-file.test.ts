import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnvFile } from "#src/env-file.js";

// The settings file the server and the CLI read (decision 77), on real files in a temp folder.
describe("loadEnvFile", () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-env-file-"));
    env = {};
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads .env in the working directory; a variable of the environment wins", () => {
    fs.writeFileSync(
      path.join(dir, ".env"),
      "OFIE_TEST_FROM_FILE=file\nOFIE_TEST_FROM_BOTH=file\nOFIE_TEST_EMPTY=file\n",
    );
    env.OFIE_TEST_FROM_BOTH = "environment";
    env.OFIE_TEST_EMPTY = "";
    expect(loadEnvFile(env, dir)).toBe(path.join(dir, ".env"));
    expect(env.OFIE_TEST_FROM_FILE).toBe("file");
    expect(env.OFIE_TEST_FROM_BOTH).toBe("environment");
    // Set empty is set: an operator's `ADMIN_PASSWORD=` for one command wins too.
    expect(env.OFIE_TEST_EMPTY).toBe("");
  });

  it("reads the file OFIE_ENV_FILE names instead, relative to the working directory", () => {
    fs.writeFileSync(path.join(dir, ".env"), "OFIE_TEST_FROM_BOTH=dot-env\n");
    fs.writeFileSync(path.join(dir, "ofie.env"), "OFIE_TEST_FROM_FILE=named\n");
    env.OFIE_ENV_FILE = "ofie.env";
    expect(loadEnvFile(env, dir)).toBe(path.join(dir, "ofie.env"));
    expect(env.OFIE_TEST_FROM_FILE).toBe("named");
    expect(env.OFIE_TEST_FROM_BOTH).toBeUndefined();
  });

  it("reads nothing without .env, and stops on a named file that is missing", () => {
    expect(loadEnvFile(env, dir)).toBeUndefined();
    env.OFIE_ENV_FILE = path.join(dir, "missing.env");
    expect(() => loadEnvFile(env, dir)).toThrow(
      `the settings file ${dir}/missing.env could not be read (ENOENT)`,
    );
  });
});
