import type { PGlite } from "@electric-sql/pglite";

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const ROLLBACK = simpleQuery("ROLLBACK");

/** A simple Query message ('Q', its length, the text and a NUL), as a client would send it. */
function simpleQuery(sql: string): Uint8Array {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

/**
 * The channels of the NotificationResponse messages ('A': length, process id, channel, payload)
 * among a backend's answer, read by the messages' framing without parsing the others.
 */
export function notificationsIn(data: Uint8Array): string[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const channels: string[] = [];
  for (let at = 0, length = 0; at + 5 <= data.length; at += 1 + length) {
    length = view.getInt32(at + 1);
    if (length < 4) break;
    if (data[at] !== 0x41) continue;
    const start = at + 9;
    const end = data.indexOf(0, start);
    if (end < 0) break;
    channels.push(new TextDecoder().decode(data.subarray(start, end)));
  }
  return channels;
}

/**
 * PGlite is one PostgreSQL session shared by every client of the socket (decision 37). A client
 * owns that session from its first message until the session is idle again: the ReadyForQuery
 * after a simple query, a Sync or the start-up, outside a transaction block. Until then only its
 * messages run, so another client can neither land inside its transaction nor between the
 * Parse, Bind and Execute of one of its statements (pglite-socket's own queue only waits on an
 * explicit BEGIN, and would let a second Parse replace the first's unnamed statement).
 *
 * The interface is the one PGLiteSocketHandler calls.
 */
export class EmbeddedSessionQueue {
  private readonly queue: Pending[] = [];
  private owner: number | null = null;
  private draining = false;
  private ownerSilentTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: PGlite,
    /** Ends a client that holds the session while others wait and it says nothing for this long. */
    private readonly ownerSilenceMs: number,
    private readonly disconnect: (handlerId: number) => void,
    /** A NOTIFY the one session heard, found in a client's answer (the catalogue's, decision 22). */
    private readonly onNotification: (channel: string) => void = () => {},
  ) {}

  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.drain();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const pending = this.queue[i] as Pending;
      if (pending.handlerId !== handlerId) continue;
      this.queue.splice(i, 1);
      pending.reject(new Error("client disconnected"));
    }
  }

  /** A client went away: whatever it left open (a transaction, an unsynced statement) is undone. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocol(SYNC, { throwOnError: false });
        // As a protocol message: db.exec takes the lock runExclusive already holds, and waited on
        // itself for ever, leaving every other client of the database waiting behind it.
        if (this.db.isInTransaction())
          await this.db.execProtocol(ROLLBACK, { throwOnError: false });
      });
    } finally {
      this.setOwner(null);
    }
    await this.drain();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        const index =
          this.owner === null ? 0 : this.queue.findIndex((p) => p.handlerId === this.owner);
        const next = index >= 0 ? this.queue[index] : undefined;
        if (!next) break;
        this.queue.splice(index, 1);
        await this.run(next);
      }
    } finally {
      this.draining = false;
    }
    this.watchOwner();
  }

  private async run(pending: Pending): Promise<void> {
    try {
      // The raw stream, not execProtocol: that parses every answer whole (a copy of each field
      // of each row, an object per message, all kept) only to find NOTIFY, which the messages'
      // framing finds (notificationsIn). It was a fifth of the embedded contract's CPU.
      const chunks: Uint8Array[] = [];
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(pending.message, {
          // A view of PGlite's memory, which the next message reuses.
          onRawData: (chunk) => chunks.push(chunk.slice()),
        }),
      );
      const data = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
      for (const channel of notificationsIn(data))
        queueMicrotask(() => this.onNotification(channel));
      const kind = pending.message[0];
      // 0 is a start-up message (no type byte), 0x51 a simple Query, 0x53 a Sync.
      const exchangeEnded = kind === 0 || kind === 0x51 || kind === 0x53;
      this.setOwner(exchangeEnded && !this.db.isInTransaction() ? null : pending.handlerId);
      if (data.length > 0) pending.onData(data);
      pending.resolve(data.length);
    } catch (error) {
      this.setOwner(null);
      pending.reject(error);
    }
  }

  private setOwner(owner: number | null): void {
    this.owner = owner;
    if (this.ownerSilentTimer) clearTimeout(this.ownerSilentTimer);
    this.ownerSilentTimer = undefined;
  }

  /** Others wait on a silent owner: give it ownerSilenceMs, then end its connection. */
  private watchOwner(): void {
    const owner = this.owner;
    if (owner === null || this.queue.length === 0 || this.ownerSilentTimer) return;
    this.ownerSilentTimer = setTimeout(() => {
      this.ownerSilentTimer = undefined;
      if (this.owner === owner) this.disconnect(owner);
    }, this.ownerSilenceMs);
    this.ownerSilentTimer.unref();
  }
}
