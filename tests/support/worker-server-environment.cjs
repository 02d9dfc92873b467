// The environment of the browser journeys (jest.e2e.config.js): jest's node environment plus what
// outlives a test file. Jest gives every file a fresh module registry, so nothing a test module
// keeps survives into the next file; this module is loaded by Node's own require, once per worker
// process, so its `servers` map and its Chromium do. shared-built-server.ts's sharedBuiltServer()
// keeps the worker's production server there (the page tests find the same map in the light
// runner's processes: light/worker-globals.mjs); the journeys connect to the Chromium
// (tests/e2e/support/browser.ts, decision 80).
const { TestEnvironment } = require("jest-environment-node");
const { chromiumLaunchOptions } = require("./chromium-options.cjs");
// A worker ends once its work is done and nothing holds its event loop (the shared server's
// handles are unref'd for that): the servers go with it.
const { servers } = require("./worker-servers.cjs");

/** @type {Promise<import("playwright-core").BrowserServer> | undefined} */
let browserStart;
/** @type {import("playwright-core").BrowserServer | undefined} */
let browser;

/** The worker's Chromium's address, launched on first use and again if it has died. */
async function workerBrowser() {
  const child = browser?.process();
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    browser = undefined;
    browserStart = undefined;
  }
  browserStart ??= require("playwright-core").chromium.launchServer(chromiumLaunchOptions());
  try {
    browser = await browserStart;
  } catch (error) {
    browserStart = undefined;
    throw error;
  }
  return browser.wsEndpoint();
}

// Jest ends a worker by dropping its message listener and waiting for nothing to hold the event
// loop; the browser's pipes and socket would, and jest would kill the worker after half a second
// and say it failed to exit gracefully. So the browser closes once that listener is gone.
setInterval(() => {
  if (browser && process.listenerCount("message") === 0) {
    const closing = browser;
    browser = undefined;
    browserStart = undefined;
    void closing.close().catch(() => {});
  }
}, 100).unref();

process.once("exit", () => {
  browser?.process().kill("SIGKILL");
});

class WorkerServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // A Map has no own properties for jest's teardown of the test's globals to strip.
    this.global.__ofieWorkerServers = servers;
    // Only in a worker process: run in band, jest's own process would wait on the browser forever.
    // In a Map too: jest's teardown strips a function's own properties.
    if (typeof process.send === "function") {
      this.global.__ofieWorkerBrowser = new Map([["wsEndpoint", workerBrowser]]);
    }
  }
}

module.exports = WorkerServerEnvironment;
