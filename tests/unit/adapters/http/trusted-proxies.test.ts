import http from "node:http";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { followTrustedProxies, TrustedProxies } from "#adapters/http/trusted-proxies.js";
import { loadConfig } from "#src/config.js";

/**
 * A Koa app behind TRUST_PROXY `entries`, listening on every IPv6 and IPv4 address, so that a
 * request to 127.0.0.1 arrives from the IPv4-mapped peer ::ffff:127.0.0.1, as on a dual-stack host.
 */
async function serverTrusting(entries: string[]) {
  const app = new Koa();
  followTrustedProxies(app, new TrustedProxies(entries));
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip, protocol: ctx.protocol, secure: ctx.secure, host: ctx.host };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "::", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    async seen(headers: Record<string, string> = {}) {
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
      return (await res.json()) as Record<string, unknown>;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const FORWARDED = {
  "x-forwarded-for": "203.0.113.9, 10.1.2.3",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "ofie.com.gh",
};

describe("trusted proxies", () => {
  it("ignore every forwarded header from a peer not in TRUST_PROXY", async () => {
    const server = await serverTrusting(["10.0.0.0/8"]);
    try {
      expect(await server.seen(FORWARDED)).toEqual({
        ip: "::ffff:127.0.0.1",
        protocol: "http",
        secure: false,
        host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      });
    } finally {
      await server.close();
    }
  });

  it("match an IPv4-mapped peer against an IPv4 range, and take the right-most untrusted address", async () => {
    const server = await serverTrusting(["127.0.0.0/8", "10.0.0.0/8"]);
    try {
      // 10.1.2.3 is a trusted proxy too (a chain), so the client is the entry before it.
      expect(await server.seen(FORWARDED)).toEqual({
        ip: "203.0.113.9",
        protocol: "https",
        secure: true,
        host: "ofie.com.gh",
      });
      // Whatever the client wrote to the left of the address the proxy added does not count.
      const spoofed = { "x-forwarded-for": "10.9.9.9, 198.51.100.7, 203.0.113.9" };
      expect((await server.seen(spoofed)).ip).toBe("203.0.113.9");
    } finally {
      await server.close();
    }
  });
});

describe("TRUST_PROXY", () => {
  it("takes comma-separated IPv4 and IPv6 addresses and CIDR ranges; none by default", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: " 10.0.0.2, 172.16.0.0/12,::1 ,fd00::/8" }).trustProxy,
    ).toEqual(["10.0.0.2", "172.16.0.0/12", "::1", "fd00::/8"]);
  });

  it.each(["10.0.0.300", "10.0.0.0/33", "proxy.internal", "*"])("refuses %s by name", (entry) => {
    expect(() => loadConfig({ TRUST_PROXY: `10.0.0.2,${entry}` })).toThrow(
      `TRUST_PROXY: "${entry}" is not an IP address or CIDR range`,
    );
  });
});
