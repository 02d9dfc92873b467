import fs from "node:fs";
import path from "node:path";
import Sequencer from "@jest/test-sequencer";

// Jest runs the slowest files first when it knows their times, which it keeps in its cache from
// the last run of the same config in the same directory. A fresh clone (CI) has none, and jest
// falls back to the largest files first: the route sweeps, short files that each take a minute
// and a half, started last and left one worker running alone for minutes. The times of a recent
// full run (test-durations.json) stand in until jest has its own. The browser journeys only
// (decision 53): the default suite's slowest files build fresh databases, and started beside the
// journeys' first servers and browsers they ran past their 60 s timeouts on a loaded machine.
const durationsFile = path.join(import.meta.dirname, "test-durations.json");
const rootDir = path.resolve(import.meta.dirname, "../..");

function readDurations() {
  try {
    return JSON.parse(fs.readFileSync(durationsFile, "utf8"));
  } catch {
    return {};
  }
}

export default class KnownDurationsSequencer extends Sequencer {
  /** Seconds a file took, by its path under tests/. */
  known = readDurations();

  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const seconds = this.known[path.relative(path.join(rootDir, "tests"), test.path)];
    // A new file not listed yet: mid-queue, as a file of typical length.
    return seconds === undefined ? this.typical() : seconds * 1000;
  }

  typical() {
    const all = Object.values(this.known).sort((a, b) => a - b);
    return all.length === 0 ? undefined : all[Math.floor(all.length / 2)] * 1000;
  }
}
