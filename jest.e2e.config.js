// The browser journeys: Debian's Chromium against the production build. Two files at a time, each
// jest worker keeping one server and one Chromium for the files it runs (decision 80): most of a
// journey is waiting on the page, so two share the two cores well.
import { common } from "./jest.config.js";

export default {
  ...common,
  roots: ["<rootDir>/tests/e2e"],
  testEnvironment: "<rootDir>/tests/support/worker-server-environment.cjs",
  globalSetup: "<rootDir>/tests/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/global-teardown.ts",
  maxWorkers: 2,
  testTimeout: 120_000,
  // The slowest journeys first, on a fresh clone too (decision 53).
  testSequencer: "<rootDir>/tests/support/test-sequencer.js",
};
