// Debian's Chromium, never a downloaded browser; flags that work as root on a closed network.
// CommonJS, so that the worker's environment (worker-server-environment.cjs), loaded by Node's own
// require, launches the journeys' shared browser with the same options as a journey's own.
function chromiumLaunchOptions() {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
