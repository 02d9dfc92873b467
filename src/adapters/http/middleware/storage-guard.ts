import type { Middleware } from "koa";
import { isOutOfSpace } from "#shared/out-of-space.js";
import type { DiskSpace } from "../../health/disk-space.js";
import { outOfSpace } from "./error-handler.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * While DATA_DIR is full (decision 76) a write is answered 507 before it starts: nothing half
 * written, no photo's temp file cut short, no statement of the embedded database meeting ENOSPC.
 * Reads go on. A write that meets a full disk anyway (the space went between two readings)
 * asks for a fresh reading, so the next ones are refused here.
 */
export function storageGuard(disk: DiskSpace): Middleware {
  return (ctx, next) => {
    if (!READS.has(ctx.method) && disk.state === "full") return outOfSpace(ctx);
    return next().catch((error: unknown) => {
      if (isOutOfSpace(error)) void disk.refresh();
      throw error;
    });
  };
}
