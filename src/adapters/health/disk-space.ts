import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../shared/ports.js";

export type DiskState = "ok" | "low" | "full";

/**
 * Below this much free space DATA_DIR counts as full (decision 76): writes answer 507 before the
 * embedded database or a photo meets ENOSPC half-way, and `/readyz` answers 503. Two of
 * PostgreSQL's 16 MB WAL segments, so what the database has already acknowledged can still be
 * checkpointed.
 */
export const DISK_FULL_RESERVE_BYTES = 32 * 1024 * 1024;
/** How often the free space is read: a statfs, a few microseconds. */
const EVERY_MS = 2000;

/**
 * The free space of the file system holding DATA_DIR (its database when embedded, its uploads
 * and every upload's temp file), read in the background so that no request waits on it. A
 * write that meets ENOSPC anyway asks for a fresh reading (`refresh`), and the next reading
 * after space returns lets writes in again. Each change of state is logged once.
 */
export class DiskSpace {
  state: DiskState = "ok";
  /** Undefined until the first reading, or when the file system cannot be asked. */
  freeBytes: number | undefined;
  private reading: Promise<DiskState> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly directory: string,
    private readonly lowBytes: number,
    private readonly logger: Logger,
    private readonly everyMs = EVERY_MS,
  ) {}

  /** The first reading, then one every few seconds until stop(). */
  async start(): Promise<void> {
    await this.refresh();
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** A reading now; readings asked for together share one statfs. */
  refresh(): Promise<DiskState> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.refresh().finally(() => this.schedule());
    }, this.everyMs);
    this.timer.unref();
  }

  private async read(): Promise<DiskState> {
    let free: number;
    try {
      const stats = await fs.statfs(await existingAncestor(this.directory));
      // bavail, not bfree: what an unprivileged process may still write.
      free = stats.bavail * stats.bsize;
    } catch (error) {
      this.freeBytes = undefined;
      this.logger.warn({ err: error }, "DATA_DIR's free space could not be read");
      return this.state;
    }
    this.freeBytes = free;
    const state: DiskState =
      free < DISK_FULL_RESERVE_BYTES ? "full" : free < this.lowBytes ? "low" : "ok";
    if (state !== this.state) this.report(state, free);
    this.state = state;
    return state;
  }

  private report(state: DiskState, free: number): void {
    const about = { dataDir: this.directory, freeMb: Math.floor(free / 1024 / 1024) };
    if (state === "full") {
      this.logger.error(
        about,
        "DATA_DIR is full: writes answer 507 and /readyz 503 until space is freed",
      );
    } else if (state === "low") {
      this.logger.warn(
        { ...about, lowMb: Math.round(this.lowBytes / 1024 / 1024) },
        "DATA_DIR is low on space (DISK_LOW_MB): free some before writes are refused",
      );
    } else {
      this.logger.info(about, "DATA_DIR has space again");
    }
  }
}

/** DATA_DIR itself, or the folder it will be made in (a server-database site may not have it yet). */
async function existingAncestor(directory: string): Promise<string> {
  let current = path.resolve(directory);
  for (;;) {
    try {
      await fs.access(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}
