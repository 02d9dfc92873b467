import { LRUCache } from "lru-cache";
import type { CatalogueChanges } from "#shared/ports.js";
import { recompressForKeeping } from "./compression.js";

/**
 * How long an answer is kept at most. Writes empty the cache at once (decision 22): this bounds
 * only what no write announces, the clock above all (a listing passing its expiry, "3 days
 * ago"). It matches the max-age browsers are already told (decision 21).
 */
export const READ_CACHE_TTL_MS = 30_000;

export interface Entry {
  headers: [string, string][];
  body: Buffer;
  /** The route template that made it, for the request metrics of a hit answered up front. */
  route: string;
  /** Set once its bytes have been (or are being) recompressed at the kept level. */
  dense?: boolean;
}

/** What the cache tells the operators' metrics (decision 61); nothing unless given. */
export interface ReadCacheCounts {
  hit(): void;
  miss(): void;
  flush(): void;
}

const UNCOUNTED: ReadCacheCounts = { hit() {}, miss() {}, flush() {} };

/**
 * The bytes of public reads and visitors' pages as sent (compressed as the client asked), in an
 * LRU bounded in bytes. Any change to the catalogue, heard from the database, empties it.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Moves on every change; an answer begun under an older one is not kept. */
  private generation = 0;
  private readonly inFlight = new Map<string, Promise<void>>();
  readonly maxEntryBytes: number;

  constructor(
    maxBytes: number,
    private readonly changes: CatalogueChanges,
    readonly counts: ReadCacheCounts = UNCOUNTED,
    ttlMs = READ_CACHE_TTL_MS,
  ) {
    this.maxEntryBytes = Math.max(1, Math.floor(maxBytes / 16));
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: this.maxEntryBytes,
      sizeCalculation: entryBytes,
      ttl: ttlMs,
    });
    changes.subscribe(() => this.clear());
  }

  get live(): boolean {
    return this.changes.live;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  clear(): void {
    this.counts.flush();
    this.generation += 1;
    this.entries.clear();
  }

  /** A kept answer; the first time it is asked for again, its bytes are packed tighter. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && !entry.dense) this.densify(key, entry);
    return entry;
  }

  /**
   * An answer is compressed lightly when made, since most are sent once (compression.ts); one
   * asked for twice is likely asked for more, so it is redone at the kept level off the event
   * loop and replaces the entry unless the catalogue changed meanwhile. Same plain bytes, so
   * the same ETag.
   */
  private densify(key: string, entry: Entry): void {
    entry.dense = true;
    const encoding = entry.headers.find(([name]) => name.toLowerCase() === "content-encoding");
    recompressForKeeping(entry.body, encoding?.[1])
      .then((body) => {
        if (!body || body.length >= entry.body.length || this.entries.peek(key) !== entry) return;
        const ttl = this.entries.getRemainingTTL(key);
        if (ttl > 0) this.entries.set(key, { ...entry, body: ownBytes(body) }, { ttl });
      })
      .catch(() => undefined);
  }

  /** Settles when the answer being made for `key` has been kept, or will not be. */
  pending(key: string): Promise<void> | undefined {
    return this.inFlight.get(key);
  }

  /** Says an answer for `key` is being made; returns the function that settles its waiters. */
  lead(key: string): () => void {
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.inFlight.set(key, settled);
    return () => {
      if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
      release();
    };
  }

  /** Keeps the answer unless the catalogue changed since it was begun. */
  set(key: string, entry: Entry, begunAt: number): void {
    if (begunAt === this.generation && this.live) {
      this.entries.set(key, { ...entry, body: ownBytes(entry.body) });
    }
  }
}

/** Per entry beside its bytes: the entry, its headers' array and the LRU's own bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

/** What an entry holds in memory, as its size against the cache's bound. */
function entryBytes(entry: Entry, key: string): number {
  let headers = 0;
  for (const [name, value] of entry.headers) headers += name.length + value.length;
  return entry.body.length + key.length + headers + ENTRY_OVERHEAD_BYTES;
}

/**
 * The bytes in a memory block of their own. An answer's buffer is often a view of a larger
 * block (zlib's 16 KB output chunk for a 10 KB page, Node's 8 KB pool for a short JSON answer),
 * and a kept view keeps the whole block alive while the bound counted only the view: a cache
 * bounded at 32 MB held 47 MB of buffers under a load of fresh results pages.
 */
function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}
