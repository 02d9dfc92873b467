// What the page tests' environment gives a file under jest's runner (worker-server-environment.cjs),
// for the light runner's processes, which keep their modules between files anyway: the map of the
// servers shared between files (shared-built-server.ts). The runner ends a process with SIGTERM,
// which would skip the exit hook that stops those servers: it exits instead.
import { createRequire } from "node:module";

const { servers } = createRequire(import.meta.url)("../worker-servers.cjs");

globalThis.__ofieWorkerServers = servers;
process.once("SIGTERM", () => process.exit(143));
