import type { IncomingMessage } from "node:http";
import type Koa from "koa";
import proxyAddr from "proxy-addr";

/** The first of a header's comma-separated values, as the proxy nearest the client wrote it. */
function firstValue(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",", 1)[0]?.trim() ?? "";
}

/**
 * Who may speak for the client through X-Forwarded-For, -Proto and -Host (decision 39): only a
 * direct peer in TRUST_PROXY. Anyone else's forwarded headers are ignored, so a client cannot
 * pick a fresh address for each rate-limited try, or someone else's address to lock them out.
 */
export class TrustedProxies {
  private readonly trust: (address: string, hop: number) => boolean;

  constructor(entries: readonly string[]) {
    this.trust = proxyAddr.compile([...entries]);
  }

  /** Whether this request came straight from a trusted proxy, so its forwarded headers count. */
  forwards(req: IncomingMessage): boolean {
    const peer = req.socket.remoteAddress;
    return peer !== undefined && this.trust(peer, 0);
  }

  /**
   * The right-most X-Forwarded-For entry that is not itself a trusted proxy: each trusted proxy
   * appends the address it was reached from, so anything to the left of the first untrusted one
   * is the client's own say.
   */
  clientAddress(req: IncomingMessage): string {
    if (req.socket.remoteAddress === undefined) return "";
    return proxyAddr(req, this.trust);
  }

  /** "https" over TLS, or when a trusted proxy says the client reached it so. */
  protocol(req: IncomingMessage): "http" | "https" {
    if ("encrypted" in req.socket && req.socket.encrypted) return "https";
    if (!this.forwards(req)) return "http";
    return firstValue(req.headers["x-forwarded-proto"]).toLowerCase() === "https"
      ? "https"
      : "http";
  }

  /** The X-Forwarded-Host a trusted proxy sent; "" when none counts. */
  forwardedHost(req: IncomingMessage): string {
    return this.forwards(req) ? firstValue(req.headers["x-forwarded-host"]) : "";
  }
}

/**
 * Makes Koa's ctx.ip, ctx.protocol, ctx.secure, ctx.host (and what derives from them) follow
 * `proxies` for each request: Koa's own `app.proxy` is one switch for every peer, trusting all
 * forwarded headers from anyone or none from anyone.
 */
export function followTrustedProxies(app: Koa, proxies: TrustedProxies): void {
  app.proxy = false;
  // With app.proxy off, Koa's own host getter reads Host (or :authority), nothing forwarded.
  const koaHost = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app.request), "host")?.get;
  if (!koaHost) throw new Error("Koa's request has no host getter to build on");
  const assigned = new WeakMap<object, string>();
  Object.defineProperties(app.request, {
    ip: {
      get(this: Koa.Request): string {
        let ip = assigned.get(this);
        if (ip === undefined) {
          ip = proxies.clientAddress(this.req);
          assigned.set(this, ip);
        }
        return ip;
      },
      set(this: Koa.Request, ip: string) {
        assigned.set(this, ip);
      },
      configurable: true,
    },
    protocol: {
      get(this: Koa.Request): string {
        return proxies.protocol(this.req);
      },
      configurable: true,
    },
    host: {
      get(this: Koa.Request): string {
        return proxies.forwardedHost(this.req) || koaHost.call(this);
      },
      configurable: true,
    },
  });
}
