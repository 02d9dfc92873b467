import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Who opened the embedded database, as the lock's holder file records it. */
export interface LockHolder {
  pid: number;
  /** "server" for `npm start`, "cli" for an operator command that found no server running. */
  role: "server" | "cli";
  /** The directory whose `.s.PGSQL.5432` serves the database to other processes. */
  socketDir: string;
  startedAt: string;
}

export interface DataDirLock {
  /** The private directory (0700) for the socket and the holder file. */
  readonly runDir: string;
  /** Records the holder once its socket listens: others read it to connect. */
  announce(holder: Omit<LockHolder, "pid" | "startedAt">): void;
  release(): Promise<void>;
}

/** DATA_DIR is open in another live process; `holder` says which, when it has said so yet. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `DATA_DIR ${dataDir} is in use by the Ofie ${holder.role === "server" ? "server" : "command"} running as process ${holder.pid} (since ${holder.startedAt})`
        : `DATA_DIR ${dataDir} is in use by another Ofie process that is still starting`,
    );
  }
}

/**
 * One process at a time opens the embedded database (decisions 37 and 79). On Linux the lock
 * is flock(2) on `DATA_DIR/ofie.lock`, a file never removed: the lock belongs to the inode, so
 * it holds across network and mount namespaces (two containers sharing the volume), and the
 * kernel drops it when the last descriptor closes, that is when the process ends however it
 * ends (kill -9 included): no stale lock, no takeover race. Elsewhere (a developer's Mac) a
 * socket file in DATA_DIR plays the same part, found stale when nothing answers on it.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  let realDir: string;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    realDir = fs.realpathSync(dataDir);
  } catch (error) {
    throw new Error(`DATA_DIR ${dataDir} cannot be used: ${(error as Error).message}`);
  }
  const runDir = path.join(realDir, "run");
  const holderFile = path.join(runDir, "holder.json");
  const held = os.platform() === "linux" ? lockFile(realDir) : await lockSocketFile(realDir);
  if (!held) throw new DataDirLockedError(realDir, readHolderFile(holderFile));
  // Ours now: whatever a dead holder left in run/ is stale.
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { mode: 0o700 });
  fs.chmodSync(runDir, 0o700);
  return {
    runDir,
    announce(holder) {
      const record: LockHolder = {
        pid: process.pid,
        startedAt: new Date().toISOString(),
        ...holder,
      };
      const temporary = `${holderFile}.${process.pid}`;
      fs.writeFileSync(temporary, JSON.stringify(record), { mode: 0o600 });
      fs.renameSync(temporary, holderFile);
    },
    async release() {
      fs.rmSync(runDir, { recursive: true, force: true });
      await held.release();
    },
  };
}

interface HeldLock {
  release(): Promise<void>;
}

/**
 * Node has no flock(2); util-linux's (or busybox's) `flock` takes it on a descriptor this process
 * opened and hands the child as fd 3. A flock lock belongs to the open file description, which
 * our descriptor keeps alive after the child exits: the lock is this process's, with no helper
 * left running. The descriptor is close-on-exec, so no process we start inherits the lock.
 */
function lockFile(realDir: string): HeldLock | null {
  const file = path.join(realDir, "ofie.lock");
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  const run = spawnSync("flock", ["-n", "-x", "3"], {
    stdio: ["ignore", "ignore", "pipe", fd],
  });
  if (run.status === 0) {
    return {
      async release() {
        fs.closeSync(fd);
      },
    };
  }
  fs.closeSync(fd);
  // -n: status 1 is "held by another process"; anything else is the tool failing.
  if (run.status === 1 && !run.stderr?.length) return null;
  const why = run.error
    ? `the flock command (util-linux) could not be run: ${run.error.message}`
    : `flock failed: ${run.stderr?.toString().trim() || `status ${run.status}`}`;
  throw new Error(`DATA_DIR ${realDir} cannot be locked: ${why}`);
}

async function lockSocketFile(realDir: string): Promise<HeldLock | null> {
  const mutex = net.createServer((socket) => socket.destroy());
  try {
    await listenOnLockFile(mutex, path.join(realDir, ".ofie-lock.sock"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") return null;
    throw error;
  }
  mutex.unref();
  return {
    release: () => new Promise<void>((resolve) => mutex.close(() => resolve())),
  };
}

function readHolderFile(file: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockHolder;
  } catch {
    return null;
  }
}

function listen(server: net.Server, where: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ path: where, exclusive: true }, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

async function listenOnLockFile(server: net.Server, file: string): Promise<void> {
  try {
    await listen(server, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await answers(file)) throw error;
    fs.rmSync(file, { force: true });
    await listen(server, file);
  }
}

function answers(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}
