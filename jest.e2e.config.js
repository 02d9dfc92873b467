// The browser journeys: Debian's Chromium against the production build, one file at a time
// (each file starts its own server on a fresh database), after the unit, API and page tests.
import base from "./jest.config.js";

export default {
  ...base,
  testPathIgnorePatterns: ["/node_modules/"],
  roots: ["<rootDir>/tests/e2e"],
  maxWorkers: 1,
  testTimeout: 120_000,
};
