import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  freePort,
  type NodeProcess,
  type OutputListener,
  startNode,
  waitUntilServing,
} from "../../bench/processes.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface BuiltApp {
  baseUrl: string;
  process: NodeProcess;
}

/**
 * build/src/main.js as `npm start` runs it in production, on the database given (a
 * DATABASE_URL, else the embedded one in dataDir), serving once /readyz answers.
 */
export async function startBuiltApp(options: {
  databaseUrl: string | undefined;
  /** DATABASE_LISTEN_URL: the direct connection when databaseUrl is a PgBouncer's. */
  listenUrl?: string;
  dataDir: string;
  env?: Record<string, string>;
  /** Hears every chunk of output from the start (the process keeps only a tail). */
  listen?: OutputListener;
}): Promise<BuiltApp> {
  // Another process may take the free port before the app listens: the app then exits saying so,
  // and a new port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(options);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOnFreePort(options: Parameters<typeof startBuiltApp>[0]): Promise<BuiltApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    ADMIN_PASSWORD: "faults-test-admin-password",
    BLOG_FEEDS: "",
    LOG_LEVEL: "info",
    PUBLIC_URL: baseUrl,
    WEB_CONCURRENCY: "1",
    // The tests play the https proxy in front (X-Forwarded-Proto), from this machine.
    TRUST_PROXY: "127.0.0.1",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_LISTEN_URL;
  // Mail stays in the outbox unless the test names a mail server.
  if (!options.env?.SMTP_URL) delete env.SMTP_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.listenUrl) env.DATABASE_LISTEN_URL = options.listenUrl;
  const proc = startNode(path.join(root, "build/src/main.js"), [], env, options.listen);
  try {
    await waitUntilServing(proc, `${baseUrl}/readyz`, 120_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { baseUrl, process: proc };
}
