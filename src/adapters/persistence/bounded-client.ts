import pg from "pg";
import { sendCancelRequest } from "./cancel-request.js";

const READ_TIMEOUT = "Query read timeout";

/** pg.Pool hands its options to each client it makes: pg's own, and this one of ours. */
export interface BoundedClientConfig extends pg.ClientConfig {
  /** A statement still running after this is cancelled on the server (decision 59). */
  statementTimeoutMs: number;
}

/**
 * A `pg` client for request work, with the two bounds of decision 28 (amended by 37 and 59),
 * kept by the client itself because no session setting survives a transaction pooler:
 * - a statement still running after `statementTimeoutMs` is cancelled with a CancelRequest, as
 *   the server's statement_timeout did: the server stops the work and answers 57014;
 * - a connection that has answered nothing after `query_timeout` (a stalled network, a frozen
 *   host: no cancel arrives there either) is destroyed. pg itself only fails the query and keeps
 *   the connection, which the pool would hand to the next request; destroyed, it emits its
 *   error, TypeORM releases it as broken and the pool opens a new one.
 */
export class BoundedClient extends pg.Client {
  private readonly statementTimeoutMs: number;
  private readonly readTimeoutMs: number;
  private bounded = true;

  constructor(config: BoundedClientConfig) {
    super(config);
    this.statementTimeoutMs = config.statementTimeoutMs;
    this.readTimeoutMs = config.query_timeout ?? 0;
  }

  /** Off while this client runs the migrations, whose index builds may take minutes. */
  setBounded(bounded: boolean): void {
    this.bounded = bounded;
    // pg reads its read timeout from here at every query.
    const { connectionParameters } = this as unknown as {
      connectionParameters: { query_timeout?: number };
    };
    connectionParameters.query_timeout = bounded ? this.readTimeoutMs : 0;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through.
  override query(...args: any[]): any {
    const last = args.length - 1;
    const callback = typeof args[last] === "function" ? args[last] : undefined;
    // A submittable (a cursor, a stream) settles on its own terms: no cancel timer of ours.
    if (!this.bounded || typeof args[0]?.submit === "function") {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      return (super.query as (...a: any[]) => any)(...args);
    }
    const cancel = setTimeout(() => this.cancelRunning(), this.statementTimeoutMs).unref();
    const settled = (error: unknown) => {
      clearTimeout(cancel);
      if ((error as Error | undefined)?.message === READ_TIMEOUT) this.destroyConnection();
    };
    if (callback) {
      // pg.Pool's own query() passes a callback.
      args[last] = (error: unknown, result: unknown) => {
        settled(error);
        callback(error, result);
      };
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const result = (super.query as (...a: any[]) => any)(...args);
    if (!callback) result?.then(() => settled(undefined), settled);
    return result;
  }

  /**
   * TypeORM runs one statement at a time on a client: what runs now is the late one (or, when
   * statements were queued, one that began even earlier).
   */
  private cancelRunning(): void {
    // Set by the server's BackendKeyData at the start; pg's types do not declare them.
    const { processID, secretKey } = this as unknown as {
      processID: number | null;
      secretKey: number | null;
    };
    if (processID === null || secretKey === null) return;
    sendCancelRequest({ host: this.host, port: this.port, processID, secretKey });
  }

  private destroyConnection(): void {
    const connection = (this as unknown as { connection?: { stream?: { destroy(): void } } })
      .connection;
    connection?.stream?.destroy();
  }
}
