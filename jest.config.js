import { accessSync, constants, statSync } from "node:fs";
import { swcCompile } from "./tests/support/swc-options.js";

// Tests run the TypeScript sources through swc as CommonJS; ESM-only
// dependencies are transformed too so that jest needs no experimental VM flags.
const swc = ["@swc/jest", { ...swcCompile, module: { type: "commonjs" } }];

// Test databases, servers' DATA_DIRs and browser profiles are throwaway: on tmpfs, PGlite's
// many small file operations cost a fifth of what they cost on this machine's disk (its 14,000
// opens for 1,600 queries took 1.3 s of system time on /tmp, 0.2 s on /dev/shm). Workers and the
// servers they start inherit TMPDIR; an explicit TMPDIR wins.
if (!process.env.TMPDIR && isWritableDirectory("/dev/shm")) process.env.TMPDIR = "/dev/shm";

// Password hashing at scrypt's least cost the app accepts (2^10, not 2^14): the tests sign up and
// sign in thousands of times, and at the production cost the hashing alone was 36 s of CPU of the
// API stage (decision 109). The hasher's own test uses the default; the servers tests start
// inherit this; an explicit PASSWORD_HASH_COST wins.
process.env.PASSWORD_HASH_COST ??= "1024";

function isWritableDirectory(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** What every project shares: how TypeScript is loaded and the package.json import aliases. */
export const common = {
  rootDir: import.meta.dirname,
  testEnvironment: "node",
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.(t|j|mj)sx?$": swc },
  transformIgnorePatterns: [
    "/node_modules/(?!(inversify|@inversifyjs|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|@borewit|@electric-sql|vike-react|vike|yet-another-react-lightbox|ical\\.js)/)",
  ],
  // The import aliases of package.json "imports" (decision 48), to the TypeScript sources as the
  // "source" condition names them; a relative "./x.js" is the "./x.ts" beside it.
  moduleNameMapper: {
    // Vite bundles a component's stylesheet (the photo viewer's); a test has no use for it.
    "\\.css$": "<rootDir>/tests/ui/no-styles.cjs",
    "^#(modules|adapters|container|shared)/(.*)\\.js$": "<rootDir>/src/$1/$2",
    "^#src/(.*)\\.js$": "<rootDir>/src/$1",
    "^#(web|migrations|seeds|tests)/(.*)\\.js$": "<rootDir>/$1/$2",
    "^(\\.{1,2}/.*)\\.js$": "$1",
  },
  setupFiles: ["reflect-metadata"],
  setupFilesAfterEnv: ["<rootDir>/tests/ui/async-timeout.cjs"],
};

// A bound for a loaded 2-core machine (load 10 and more), not for a quiet one: a hook or test
// that needs longer than this is waiting on something that will not come. Jest reads it from the
// top of a configuration only, not from a project's.
export const testTimeout = 60_000;

/**
 * Plain Node.js in a few long-lived processes (decision 110): a file's imports are the process's
 * already. Jest's transform and module map still load globalSetup and globalTeardown.
 */
const inPlainNode = {
  runner: "<rootDir>/tests/support/light/runner.mjs",
  setupFilesAfterEnv: [
    "<rootDir>/tests/support/light/test-timeouts.mjs",
    "<rootDir>/tests/support/light/worker-globals.mjs",
  ],
};

/** The tests that need a database: their globalSetup builds the templates each file copies. */
const withDatabase = {
  ...common,
  ...inPlainNode,
  // A migrated and a seeded database, built once per run and copied per test file; and the
  // PgBouncer the apps under test connect through when OFIE_TEST_POOLER=pgbouncer.
  globalSetup: "<rootDir>/tests/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
};

// Four projects (decision 72): `--selectProjects` picks them. The browser journeys run on their
// own (jest.e2e.config.js).
export default {
  projects: [
    {
      ...common,
      ...inPlainNode,
      displayName: "unit",
      // Code alone: no database, so no templates to build.
      roots: ["<rootDir>/tests/unit"],
    },
    {
      ...common,
      displayName: "ui",
      // Components in jsdom, on jest's own runner: a fresh document and module mocks per file.
      roots: ["<rootDir>/tests/ui"],
    },
    {
      ...withDatabase,
      displayName: "persistence",
      // The repository and persistence contract: the one place the embedded PGlite and the
      // PostgreSQL server can differ, so the one suite that runs on both.
      roots: ["<rootDir>/tests/persistence"],
    },
    {
      ...withDatabase,
      displayName: "database",
      // Everything above the repositories: the API, the pages, the CLI, the faults, the seeds.
      roots: ["<rootDir>/tests"],
      testPathIgnorePatterns: [
        "/node_modules/",
        "/tests/e2e/",
        "/tests/unit/",
        "/tests/ui/",
        "/tests/persistence/",
      ],
    },
  ],
  maxWorkers: 2,
  testTimeout,
  // The slowest files first, on a fresh clone too (decision 53): a slow file started last leaves
  // one worker running alone at the end.
  testSequencer: "<rootDir>/tests/support/test-sequencer.js",
};
