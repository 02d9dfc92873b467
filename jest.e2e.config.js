// The browser journeys: Debian's Chromium against the production build, after the unit, API and
// page tests. Two files at a time: each starts its own server on its own copy of the seeded
// database and a free port, and most of a journey is waiting on the page, so two share the two
// cores well (13 files: 4 min 15 s, where one at a time took about 8).
import base from "./jest.config.js";

export default {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  roots: ["<rootDir>/tests/e2e"],
  maxWorkers: 2,
  testTimeout: 120_000,
};
