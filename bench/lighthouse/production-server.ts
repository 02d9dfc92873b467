import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./wait.js";

/** The app as `npm start` serves it, on a fresh embedded database that the first start migrates and seeds. */
export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionServer(root: string): Promise<ProductionServer> {
  const main = path.join(root, "build/src/main.js");
  if (!existsSync(main) || !existsSync(path.join(root, "dist/server/entry.mjs"))) {
    throw new Error("the production build is missing: run `npm run build` first");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ofie-lighthouse-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "lighthouse-bench-admin",
    BLOG_FEEDS: "",
    LOG_LEVEL: "warn",
    PUBLIC_URL: baseUrl,
  };
  // Always the embedded database: the pages, not the database, are what Lighthouse weighs.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, [main], { cwd: root, env, stdio: "pipe" });
  let output = "";
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        return (await fetch(`${baseUrl}/api/properties?limit=1`).catch(() => null))?.ok === true;
      },
      120_000,
      () => `the server did not answer:\n${output}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
