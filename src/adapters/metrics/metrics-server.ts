import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Scrape } from "./scrape.js";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * METRICS_PORT (decision 61): a second, tiny HTTP server on HOST that answers only /metrics, with
 * no token, for a network only the monitoring can reach. No Koa, no session, no read cache.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  scrape: Scrape,
): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split("?", 1)[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found\n");
      return;
    }
    scrape.text().then(
      (text) => {
        res.writeHead(200, { "content-type": scrape.contentType, "cache-control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      () =>
        res
          .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
          .end("metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  }).catch((error: Error) => {
    throw new Error(`METRICS_PORT: cannot listen on ${host}:${port}: ${error.message}`);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
