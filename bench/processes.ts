import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { listeningTcpPorts } from "./listening-ports.js";

/** A node child process whose output is kept, to show when it fails. */
export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Every chunk a child writes, from its first, for a caller that reads all of it. */
export type OutputListener = (stream: "stdout" | "stderr", chunk: Buffer) => void;

export function startNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  listen?: OutputListener,
): NodeProcess {
  const child = spawn(process.execPath, [script, ...args], { env, stdio: "pipe" });
  if (listen) {
    child.stdout?.on("data", (chunk: Buffer) => listen("stdout", chunk));
    child.stderr?.on("data", (chunk: Buffer) => listen("stderr", chunk));
  }
  let output = "";
  const keep = (chunk: Buffer) => {
    // Only the tail matters when something fails; a seed's progress bar would grow it without end.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Waits for the process to end; fails with its output unless it exits 0. */
export function finished(proc: NodeProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (code: number | null) =>
      code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}:\n${proc.output()}`));
    if (proc.child.exitCode !== null) done(proc.child.exitCode);
    else proc.child.once("exit", done);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function owns(proc: NodeProcess, port: number): boolean {
  return proc.child.pid !== undefined && listeningTcpPorts(proc.child.pid).includes(port);
}

/** Polls a URL until it answers 2xx; fails with the process's output if it dies or never answers. */
export async function waitUntilServing(proc: NodeProcess, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${url}: the server exited with ${proc.child.exitCode}:\n${proc.output()}`);
    }
    try {
      // Ours, not another process's that took the port between freePort() and our listen: that
      // one answers too, and vanishes when its owner stops.
      if ((await fetch(url)).ok && owns(proc, Number(new URL(url).port))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}
