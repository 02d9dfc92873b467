// Preloaded into the server by page-cpu (`node --import`): the first SIGUSR2 starts V8's sampling
// profiler, the second writes what it took to PROFILE_FILE. Unlike `--cpu-prof`, the profile
// then holds the measured requests only, not the start-up, the warm-up or the shutdown.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const file = process.env.PROFILE_FILE;
const heap = process.env.PROFILE_HEAP === "1";
if (file && heap) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on("SIGUSR2", () => {
    running = !running;
    if (running) {
      // Every 16 KB allocated on average: enough samples over thousands of requests.
      session.post("HeapProfiler.startSampling", {
        samplingInterval: 16384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      return;
    }
    session.post("HeapProfiler.stopSampling", (error, result) => {
      if (error) process.stderr.write(`profile: ${error.message}\n`);
      else writeFileSync(file, JSON.stringify(result.profile));
      writeMemory(file);
    });
  });
} else if (file) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on("SIGUSR2", () => {
    if (!running) {
      running = true;
      session.post("Profiler.enable", () => session.post("Profiler.start"));
      return;
    }
    running = false;
    session.post("Profiler.stop", (error, result) => {
      if (error) process.stderr.write(`profile: ${error.message}\n`);
      else writeFileSync(file, JSON.stringify(result.profile));
      process.stderr.write(`profile written: ${file}\n`);
      writeMemory(file);
    });
  });
}

/** Where the process's memory is at the end of the measured load, beside the profile. */
function writeMemory(profileFile: string): void {
  writeFileSync(`${profileFile}.memory.json`, JSON.stringify(process.memoryUsage()));
}
