import { accessSync, constants, statSync } from "node:fs";

// Tests run the TypeScript sources through swc as CommonJS; ESM-only
// dependencies are transformed too so that jest needs no experimental VM flags.
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: "automatic" },
      },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

// Test databases, servers' DATA_DIRs and browser profiles are throwaway: on tmpfs, PGlite's
// many small file operations cost a fifth of what they cost on this machine's disk (its 14,000
// opens for 1,600 queries took 1.3 s of system time on /tmp, 0.2 s on /dev/shm). Workers and the
// servers they start inherit TMPDIR; an explicit TMPDIR wins.
if (!process.env.TMPDIR && isWritableDirectory("/dev/shm")) process.env.TMPDIR = "/dev/shm";

function isWritableDirectory(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export default {
  testEnvironment: "node",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // Browser journeys run on their own, after everything else (jest.e2e.config.js).
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/"],
  transform: { "^.+\\.(t|j|mj)sx?$": swc },
  transformIgnorePatterns: [
    "/node_modules/(?!(inversify|@inversifyjs|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|@borewit|@electric-sql|vike-react|vike|yet-another-react-lightbox)/)",
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
  // A migrated and a seeded database, built once per run and copied per test file.
  globalSetup: "<rootDir>/tests/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
  // Generous: a fresh embedded database migrates in beforeAll, slow on a busy 2-core machine.
  testTimeout: 60000,
  maxWorkers: 2,
};
