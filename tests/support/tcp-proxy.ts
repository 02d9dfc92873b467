import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can take down and bring back on the same
 * port: what the app sees when the server stops (its connections closed, new ones refused)
 * and starts again. The shared server itself is never touched.
 */
export interface TcpProxy {
  port: number;
  /** Destroys every connection through it and stops listening: connects are refused. */
  down(): Promise<void>;
  /**
   * A server that hangs instead: every connection through it is destroyed, new ones are
   * accepted but nothing is forwarded (a network partition, a frozen host).
   */
  stall(): void;
  /**
   * A database that goes silent under the app: open connections stay open but nothing more
   * crosses them either way (no FIN, no RST), and new ones are accepted and left unanswered.
   * Only a client-side bound can tell such a connection from a slow query.
   */
  freeze(): void;
  /** Listens again on the same port, forwarding again. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  let stalled = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = () =>
    net.createServer((client) => {
      track(client);
      client.on("error", () => client.destroy());
      if (stalled) return;
      const upstream = net.connect(target.port, target.host);
      track(upstream);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      pairs.add(pair);
      client.once("close", () => pairs.delete(pair));
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
  let listener = server();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () =>
        resolve((listener.address() as net.AddressInfo).port),
      );
    });
  const port = await listen(0);
  let listening = true;
  const down = async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    down,
    stall() {
      stalled = true;
      for (const socket of sockets) socket.destroy();
    },
    freeze() {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async up() {
      stalled = false;
      for (const socket of sockets) socket.destroy();
      if (listening) return;
      listener = server();
      await listen(port);
      listening = true;
    },
    close: down,
  };
}
