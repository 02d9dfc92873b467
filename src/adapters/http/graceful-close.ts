import type { Server, ServerResponse } from "node:http";

export interface GracefulCloseResult {
  /** Requests still unanswered when the bound ran out, whose connections were cut. */
  cut: number;
}

/**
 * How a server stops on SIGTERM (decisions 28 and 79). The request bytes that reached the
 * process before the signal are read first, so their connections count as busy; then the
 * listener closes (new connections are refused) and every idle keep-alive connection is closed
 * at once. Requests in flight finish, each answer saying `Connection: close`; an answer whose
 * head left before the signal ends its connection when it is done. After `boundMs` the
 * connections still open are cut. Resolves when none is left.
 * Node's own server.close() alone would close idle connections before reading what waits on
 * them, and leave a kept-alive answer's connection open until its keep-alive timeout.
 */
export function gracefulClose(server: Server, boundMs: number): () => Promise<GracefulCloseResult> {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.on("request", (_req, res: ServerResponse) => {
    if (closing) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  return async () => {
    closing = true;
    await pendingReadsDone();
    for (const res of open) {
      if (!res.headersSent) res.setHeader("Connection", "close");
      // Its head said keep-alive: once it is done the connection is idle, and idle ones go; a
      // request the client sent on it meanwhile is read first, and answered.
      else if (!res.writableFinished) {
        res.once("finish", () => void pendingReadsDone().then(() => server.closeIdleConnections()));
      }
    }
    return new Promise((resolve) => {
      let cut = 0;
      const bound = setTimeout(() => {
        cut = open.size;
        server.closeAllConnections();
      }, boundMs);
      // server.close() also closes the connections that are idle now (Node ≥ 19).
      server.close(() => {
        clearTimeout(bound);
        resolve({ cut });
      });
    });
  };
}

/**
 * Two turns of the event loop: in the first, libuv accepts the connections waiting in the
 * listen backlog and reads the sockets already readable; in the second, it reads the sockets it
 * has just accepted. A request that arrived before the signal has then begun to parse.
 */
function pendingReadsDone(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
