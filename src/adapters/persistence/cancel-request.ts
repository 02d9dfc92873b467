import net from "node:net";

/** PostgreSQL's CancelRequest code (protocol 3: 1234 in the high half, 5678 in the low). */
const CANCEL_REQUEST_CODE = 80_877_102;
/** A cancel not acted on within this is given up: the read bound still holds. */
const CONNECT_BOUND_MS = 2000;

export interface CancelTarget {
  host: string;
  port: number;
  /** The key the server (or PgBouncer, which forwards it) gave the connection at its start. */
  processID: number;
  secretKey: number;
}

/**
 * Asks the server to cancel what the connection with this key is running, on a connection of its
 * own, as libpq's PQcancel does. It works through PgBouncer, which forwards it to whichever
 * server connection runs that client's statement now, and never to another client's.
 * Best effort: the server answers nothing.
 */
export function sendCancelRequest({ host, port, processID, secretKey }: CancelTarget): void {
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
  packet.writeInt32BE(processID, 8);
  packet.writeInt32BE(secretKey, 12);
  const socket = host.startsWith("/")
    ? net.connect({ path: `${host}/.s.PGSQL.${port}` })
    : net.connect({ host, port });
  socket.unref();
  socket.setTimeout(CONNECT_BOUND_MS, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  // The other side closes once it has acted on it. Closing first made PgBouncer drop the cancel
  // before it had passed it on.
  socket.on("end", () => socket.destroy());
  socket.once("connect", () => socket.write(packet));
}
