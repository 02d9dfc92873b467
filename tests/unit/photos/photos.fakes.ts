import { PhotoPipeline } from "#modules/photos/photo-pipeline.service.js";
import type { NamedFileStore, PhotoProcessor, PhotoQueue } from "#modules/photos/photos.ports.js";
import type { PendingPhoto, PhotoLook } from "#modules/photos/photos.types.js";

interface QueuedPhoto {
  key: string;
  originalName: string;
  look: PhotoLook;
  status: "waiting" | "ready" | "failed";
  attempts: number;
  dueAt: number;
  lastError: string | null;
}

export class FakePhotoQueue implements PhotoQueue {
  rows: QueuedPhoto[] = [];
  now = 0;

  async add(photo: { key: string; originalName: string; look: PhotoLook }): Promise<void> {
    this.rows.push({ ...photo, status: "waiting", attempts: 0, dueAt: 0, lastError: null });
  }

  async claimNext(leaseMs: number): Promise<PendingPhoto | null> {
    const row = this.rows.find((r) => r.status === "waiting" && r.dueAt <= this.now);
    if (!row) return null;
    row.attempts += 1;
    row.dueAt = this.now + leaseMs;
    const { key, originalName, attempts } = row;
    return { key, originalName, attempts, width: row.look.width };
  }

  async markReady(key: string): Promise<void> {
    this.row(key).status = "ready";
  }

  async markFailed(key: string, reason: string): Promise<void> {
    Object.assign(this.row(key), { status: "failed", lastError: reason });
  }

  async retryLater(key: string, delayMs: number, reason: string): Promise<void> {
    Object.assign(this.row(key), { dueAt: this.now + delayMs, lastError: reason });
  }

  async waitingColour(key: string): Promise<string | null> {
    const row = this.rows.find((r) => r.key === key && r.status === "waiting");
    return row?.look.colour ?? null;
  }

  async countWaiting(): Promise<number> {
    return this.rows.filter((r) => r.status === "waiting").length;
  }

  private row(key: string): QueuedPhoto {
    const row = this.rows.find((r) => r.key === key);
    if (!row) throw new Error(`no photo ${key}`);
    return row;
  }
}

export class FakeFolder implements NamedFileStore {
  files = new Map<string, Buffer>();
  /** While true, a put fails as a full disk does. */
  full = false;

  async put(name: string, content: Buffer): Promise<void> {
    if (this.full)
      throw Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
    this.files.set(name, content);
  }

  async get(name: string): Promise<Buffer | null> {
    return this.files.get(name) ?? null;
  }

  async remove(name: string): Promise<void> {
    this.files.delete(name);
  }
}

/** Reads every picture as 900×600 grey; its "sizes" are the original's bytes, tagged by width. */
export class FakePhotoProcessor implements PhotoProcessor {
  failures = 0;

  async look(): Promise<PhotoLook> {
    return { width: 900, height: 600, colour: "#808080" };
  }

  async variants(content: Buffer, widths: readonly (320 | 640 | 1024 | 1600)[]) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error("libvips: out of memory");
    }
    return widths.map((width) => ({
      width,
      content: Buffer.concat([content, Buffer.from(`@${width}`)]),
    }));
  }
}

export function fakePhotoPipeline() {
  const queue = new FakePhotoQueue();
  const processor = new FakePhotoProcessor();
  const sizes = new FakeFolder();
  const originals = new FakeFolder();
  const logger = { info() {}, warn() {}, error() {} };
  const pipeline = new PhotoPipeline(queue, processor, sizes, originals, logger, { retryMs: 1000 });
  return { pipeline, queue, processor, sizes, originals };
}
