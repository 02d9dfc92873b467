import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The reverse proxy of a two-machine deployment (deploy/Caddyfile's `reverse_proxy app1 app2`),
 * in a few lines of node:http: each request goes to the next upstream in turn, whatever
 * connection it came on, with the headers a TLS-terminating proxy adds. The apps behind it name
 * this machine in TRUST_PROXY.
 */
export interface RoundRobinProxy {
  url: string;
  /** The index of the upstream each request went to, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  // No kept-alive upstream connections: a reused socket that the app closes as idle at the moment
  // a request goes out on it is a 502 with no body (seen once under a busy CPU), a race of the
  // proxy's making, not the app's. A new connection per request has none.
  const agent = new http.Agent({ keepAlive: false });
  const served: number[] = [];
  const server = http.createServer((req, res) => {
    const index = served.length % upstreams.length;
    served.push(index);
    const target = new URL(req.url ?? "/", upstreams[index]);
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = http.request(
      target,
      {
        method: req.method,
        agent,
        headers: {
          ...req.headers,
          "x-forwarded-for": forwardedFor,
          "x-forwarded-proto": "https",
          "x-forwarded-host": req.headers.host,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
