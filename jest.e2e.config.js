// The browser journeys: Debian's Chromium against the production build, after the unit, API and
// page tests. Two files at a time: each starts its own server on its own copy of the seeded
// database and a free port, and most of a journey is waiting on the page, so two share the two
// cores well (13 files took 4 min 15 s; their own times add up to 8 min).
import base from "./jest.config.js";

export default {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  roots: ["<rootDir>/tests/e2e"],
  maxWorkers: 2,
  testTimeout: 120_000,
  // The slowest journeys first, on a fresh clone too (decision 53).
  testSequencer: "<rootDir>/tests/support/test-sequencer.js",
};
