import type { Server, ServerResponse } from "node:http";

/**
 * How a server stops on SIGTERM (decision 28): the listener closes at once (new connections
 * are refused), requests in flight finish, and each keep-alive connection is told
 * `Connection: close` with its answer, then dropped once idle; resolves when none is left.
 * Node's own server.close() leaves a keep-alive client's socket open until it times out.
 */
export function gracefulClose(server: Server): () => Promise<void> {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.on("request", (_req, res: ServerResponse) => {
    if (closing) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  return () =>
    new Promise<void>((resolve) => {
      closing = true;
      for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
      // An answer whose head left before the signal (a streamed page) ends its connection idle.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(sweep);
        resolve();
      });
      server.closeIdleConnections();
    });
}
