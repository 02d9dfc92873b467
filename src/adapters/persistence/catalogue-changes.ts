import pg from "pg";
import type { CatalogueChanges, Logger } from "../../shared/ports.js";
import { CATALOGUE_CHANNEL } from "./catalogue-channel.js";

/** The listeners' side, shared by both databases. */
abstract class Broadcast implements CatalogueChanges {
  abstract readonly live: boolean;
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

  /** What the embedded database calls for each notification on CATALOGUE_CHANNEL. */
  readonly notify = (): void => this.changed();
}

/**
 * A PostgreSQL server: one connection of its own per process holds LISTEN, opened on the first
 * subscriber (the CLI never subscribes, so never opens it). When it drops, `live` goes false and
 * listeners hear a change (anything may have been missed); it reconnects after a second.
 */
export class ListeningCatalogueChanges extends Broadcast {
  private client: pg.Client | undefined;
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private firstAttempt: Promise<void> | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    private readonly retryMs = 1000,
  ) {
    super();
  }

  get live(): boolean {
    return this.connected;
  }

  protected override started(): void {
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
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5000,
    });
    this.client = client;
    client.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) this.changed();
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (this.client !== client) return;
      this.connected = true;
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
    this.logger.warn({ err: error }, "catalogue changes: lost the LISTEN connection; reconnecting");
    this.retry = setTimeout(() => void this.connect(), this.retryMs);
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
