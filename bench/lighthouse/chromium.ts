import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopProcess } from "./production-server.js";
import { freePort, waitFor } from "./wait.js";

// Debian's Chromium, headless, with everything that would reach the web switched off: the machine
// (and a CI runner) may have no internet, and a background fetch would only add noise to the trace.
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const executable = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  const profile = mkdtempSync(path.join(os.tmpdir(), "ofie-lighthouse-chromium-"));
  const port = await freePort();
  const args = [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`];
  const chromium = spawn(executable, [...args, "about:blank"], { stdio: "ignore" });
  const stop = async () => {
    await stopProcess(chromium);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (chromium.exitCode !== null) throw new Error(`${executable} exited at start`);
        return (
          (await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null))?.ok === true
        );
      },
      30_000,
      () => `${executable} did not open its DevTools port`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
