import pg from "pg";

const READ_TIMEOUT = "Query read timeout";

/**
 * A `pg` client whose connection is destroyed when a query outlives its `query_timeout`. pg
 * itself only fails the query and keeps the connection, which on a stalled network stays
 * stalled: the next request given that client would hang as well. Destroying the socket makes
 * the client emit its error, so TypeORM releases it as broken and the pool opens a new one.
 */
export class BoundedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; all pass through.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const result = (super.query as (...a: any[]) => any)(...args);
    if (result && typeof result.catch === "function") {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === READ_TIMEOUT) this.destroyConnection();
      });
    }
    return result;
  }

  private destroyConnection(): void {
    const connection = (this as unknown as { connection?: { stream?: { destroy(): void } } })
      .connection;
    connection?.stream?.destroy();
  }
}
