import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
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

/** What waiting for a server needs of its process: the child, and its output to show on failure. */
type Watched = Pick<NodeProcess, "child" | "output">;

function owns(proc: Watched, port: number): boolean {
  return proc.child.pid !== undefined && listeningTcpPorts(proc.child.pid).includes(port);
}

/**
 * The status of a GET on a connection of its own, closed after the answer. A server polled while
 * it starts may not be the one on its port yet (another process can take the port between
 * freePort() and the listen): a kept-alive connection to that one would stay in the caller's
 * pool and answer for it later. Seen once: a test's requests to its app answered by another
 * file's app, which had held the port before.
 */
function statusOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: "close" } }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
    });
    req.once("error", reject);
  });
}

const isOk = (status: number) => status >= 200 && status < 300;

/** Polls a URL until it answers 2xx; fails with the process's output if it dies or never answers. */
export async function waitUntilServing(proc: Watched, url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${url}: the server exited with ${proc.child.exitCode}:\n${proc.output()}`);
    }
    try {
      // Ours, not another process's that took the port between freePort() and our listen: that
      // one answers too, and vanishes when its owner stops.
      if (isOk(await statusOnce(url)) && owns(proc, Number(new URL(url).port))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
}
