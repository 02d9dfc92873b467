import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const serverMain = path.join(root, "build/src/main.js");

/**
 * Runs build/src/main.js with this environment until it exits; its code, output and time.
 * `prefix` runs it through another command first (`unshare -n`, another network namespace).
 */
export async function startAndWaitForExit(
  env: Record<string, string | undefined>,
  prefix: string[] = [],
) {
  const full: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" };
  delete full.DATABASE_URL;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete full[key];
    else full[key] = value;
  }
  const started = performance.now();
  const [command, ...args] = [...prefix, process.execPath, serverMain];
  const child: ChildProcess = spawn(command as string, args, { cwd: root, env: full });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  clearTimeout(killer);
  return { code, stdout, stderr: stderr.trim(), seconds: (performance.now() - started) / 1000 };
}
