import { randomBytes } from "node:crypto";
import pg from "pg";
import { answersWithin } from "../../shared/answers-within.js";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { CATALOGUE_CHANNEL } from "./catalogue-channel.js";

/** The listeners' side, shared by both databases. */
abstract class Broadcast implements CatalogueChanges {
  abstract readonly live: boolean;
  abstract readonly state: CatalogueChanges["state"];
  private readonly listeners = new Set<() => void>();

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    this.started();
    return () => {
      this.listeners.delete(listener);
    };
  }

  protected changed(): void {
    for (const listener of this.listeners) listener();
  }

  protected started(): void {}

  ready(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The embedded PGlite is one session in this process: startEmbeddedPostgres runs LISTEN on it
 * before anyone connects, and its notifications arrive here before the writer's COMMIT returns.
 */
export class EmbeddedCatalogueChanges extends Broadcast {
  readonly live = true;
  readonly state = "live";

  /** What the embedded database calls for each notification on CATALOGUE_CHANNEL. */
  readonly notify = (): void => this.changed();
}

export interface ListeningOptions {
  /** Where LISTEN runs: DATABASE_LISTEN_URL, else DATABASE_URL. */
  url: string;
  /** Notifies `channel` the way the app's writes reach the database: through its pool. */
  probe: (channel: string) => Promise<unknown>;
  logger: Logger;
  /** The wait before listening again after a lost connection. */
  retryMs?: number;
}

/** How long a connection that just ran LISTEN may take to hear its probe (a few ms, usually). */
const PROBE_TIMEOUT_MS = 2000;
/** A listener that hears nothing will not hear better soon: its retries slow down to this. */
const MAX_DEAF_RETRY_MS = 30_000;

/** The LISTEN connection ran LISTEN but did not hear what the app's pool sent it. */
class DeafListener extends Error {
  constructor() {
    super(
      "the LISTEN connection did not hear a notification sent through the app's pool: a transaction pooler (PgBouncer) between it and PostgreSQL? Set DATABASE_LISTEN_URL to a direct connection (decision 59)",
    );
  }
}

/**
 * A PostgreSQL server: one connection of its own per process holds LISTEN, opened on the first
 * subscriber (the CLI never subscribes, so never opens it). It counts as listening only once it
 * has heard a notification of its own sent through the app's pool: through a transaction pooler
 * LISTEN "succeeds" on a server connection the pooler then lends to others, and nothing is
 * heard (decision 59). When it drops or hears nothing, `live` goes false and listeners hear a
 * change (anything may have been missed); it tries again after a second (every 30 s at most,
 * slowing down, while it connects but hears nothing).
 */
export class ListeningCatalogueChanges extends Broadcast {
  private client: pg.Client | undefined;
  private connected = false;
  private subscribed = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private deafRetryMs: number;
  private firstAttempt: Promise<void> | undefined;

  constructor(private readonly options: ListeningOptions) {
    super();
    this.deafRetryMs = this.retryMs;
  }

  private get retryMs(): number {
    return this.options.retryMs ?? 1000;
  }

  get live(): boolean {
    return this.connected;
  }

  get state(): CatalogueChanges["state"] {
    if (this.connected) return "live";
    return this.subscribed ? "down" : "idle";
  }

  protected override started(): void {
    this.subscribed = true;
    if (!this.client && !this.retry && !this.closed) {
      const attempt = this.connect();
      this.firstAttempt ??= attempt;
    }
  }

  override ready(): Promise<void> {
    return this.firstAttempt ?? Promise.resolve();
  }

  private async connect(): Promise<void> {
    this.retry = undefined;
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    this.client = client;
    const probeChannel = `ofie_probe_${randomBytes(8).toString("hex")}`;
    let probeHeard = () => {};
    const heard = new Promise<void>((resolve) => {
      probeHeard = resolve;
    });
    client.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) this.changed();
      else if (message.channel === probeChannel) probeHeard();
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}; LISTEN ${probeChannel}`);
      await this.options.probe(probeChannel);
      if (!(await answersWithin(heard, PROBE_TIMEOUT_MS))) throw new DeafListener();
      await client.query(`UNLISTEN ${probeChannel}`);
      if (this.client !== client) return;
      this.connected = true;
      this.deafRetryMs = this.retryMs;
      // Writes made while nobody listened were not heard.
      this.changed();
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.connected = false;
    this.changed();
    client.end().catch(() => {});
    if (this.closed) return;
    const deaf = error instanceof DeafListener;
    const wait = deaf ? this.deafRetryMs : this.retryMs;
    if (deaf) this.deafRetryMs = Math.min(wait * 2, MAX_DEAF_RETRY_MS);
    this.options.logger.warn(
      deaf ? { reason: error.message } : { err: error },
      `catalogue changes: not listening (the read cache is off); trying again in ${wait / 1000} s`,
    );
    this.retry = setTimeout(() => void this.connect(), wait);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => {});
  }
}
