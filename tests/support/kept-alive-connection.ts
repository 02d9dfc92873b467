import fs from "node:fs";
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One TCP connection speaking HTTP/1.1 by hand: the test decides which requests share it and
 * when each byte leaves, as a kept-alive browser or proxy connection does. Answers are read in
 * order, interim ones (100 Continue) included; bodies need a Content-Length.
 */
export class KeptAliveConnection {
  /** Resolves when the server ends the connection (FIN or reset). */
  readonly closed: Promise<void>;
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  private ended = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      const done = () => {
        this.ended = true;
        this.wake?.();
        resolve();
      };
      socket.once("end", done);
      socket.once("close", done);
      socket.on("error", () => {});
    });
  }

  static open(port: number): Promise<KeptAliveConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(new KeptAliveConnection(socket)));
      socket.once("error", reject);
    });
  }

  send(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  /** The next answer; fails if the server closes the connection first. */
  async response(): Promise<RawResponse> {
    const headEnd = await this.waitFor(() => this.buffer.indexOf("\r\n\r\n"));
    const [statusLine, ...lines] = this.buffer
      .subarray(0, headEnd)
      .toString("latin1")
      .split("\r\n");
    const status = Number(statusLine?.split(" ")[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = status < 200 ? 0 : Number(headers["content-length"] ?? Number.NaN);
    if (Number.isNaN(length)) throw new Error(`an answer without Content-Length: ${statusLine}`);
    const bodyStart = headEnd + 4;
    await this.waitFor(() => (this.buffer.length >= bodyStart + length ? 0 : -1));
    const body = this.buffer.subarray(bodyStart, bodyStart + length).toString("utf8");
    this.buffer = this.buffer.subarray(bodyStart + length);
    return { status, headers, body };
  }

  /**
   * Resolves once the server's TCP has acknowledged every byte sent (the client socket's send
   * queue in /proc/net/tcp is empty): they are in the server's socket buffer or read. Written is
   * not arrived: on a loaded machine the kernel may deliver loopback bytes only later.
   */
  async acknowledged(): Promise<void> {
    const local = `0100007F:${this.socket.localPort?.toString(16).toUpperCase().padStart(4, "0")}`;
    for (;;) {
      const row = fs
        .readFileSync("/proc/net/tcp", "latin1")
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .find((fields) => fields[1] === local);
      // Gone from the table: closed, so nothing is waiting to be acknowledged either.
      const [txQueue] = (row?.[4] ?? "0:0").split(":");
      if (Number.parseInt(txQueue ?? "0", 16) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }

  private async waitFor(found: () => number): Promise<number> {
    for (;;) {
      const at = found();
      if (at >= 0) return at;
      if (this.ended) throw new Error("the server closed the connection before answering");
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = undefined;
    }
  }
}
