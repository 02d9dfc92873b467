// Debian's Chromium, never a downloaded browser; flags that work as root on a closed network.
// CommonJS, so that the worker's environment (worker-server-environment.cjs), loaded by Node's own
// require, launches the journeys' shared browser with the same options as a journey's own.
const { existsSync } = require("node:fs");

/** Debian's headless shell of the same Chromium build: a third less CPU for the journeys (decision 113). */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = "/usr/bin/chromium";

/**
 * `full`: the whole browser, as a visitor runs it (one journey proves the pages there); else the
 * headless shell when installed. CHROMIUM_PATH, when set, wins.
 */
function chromiumLaunchOptions({ full = false } = {}) {
  const shell = !full && existsSync(HEADLESS_SHELL);
  return {
    executablePath: process.env.CHROMIUM_PATH ?? (shell ? HEADLESS_SHELL : FULL_BROWSER),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}

module.exports = { chromiumLaunchOptions };
